import { crc32, deflateSync } from 'node:zlib';

/** An sRGB colour, each channel 0..255. */
export type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * Encodes 8-bit RGB pixels (row-major, 3 bytes per pixel, no padding) as a PNG: one IDAT chunk,
 * filter type 0 on every row.
 */
function encodeRgbPng(width: number, height: number, pixels: Buffer): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`invalid PNG size ${width}x${height}`);
  }
  const stride = width * 3;
  if (pixels.length !== stride * height) throw new Error('pixel buffer does not match the size');
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0;
    pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function mix(a: number, b: number, t: number): number {
  return Math.round(a + (b - a) * t);
}

/**
 * A left-to-right gradient from `from` to `to`, shaded slightly darker towards the bottom, with a
 * lighter diagonal band so that every generated picture looks like a picture.
 */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const shade = 1 - 0.25 * (y / Math.max(1, height - 1));
    for (let x = 0; x < width; x += 1) {
      const t = x / Math.max(1, width - 1);
      const band = Math.abs(x - y - (width - height) / 2) < Math.min(width, height) / 12;
      const lift = band ? 40 : 0;
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.min(255, mix(from[0], to[0], t) * shade + lift);
      pixels[offset + 1] = Math.min(255, mix(from[1], to[1], t) * shade + lift);
      pixels[offset + 2] = Math.min(255, mix(from[2], to[2], t) * shade + lift);
    }
  }
  return encodeRgbPng(width, height, pixels);
}

/** A single-colour PNG (small, for tests). */
export function solidPng(width: number, height: number, colour: Rgb): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = colour[0];
    pixels[i * 3 + 1] = colour[1];
    pixels[i * 3 + 2] = colour[2];
  }
  return encodeRgbPng(width, height, pixels);
}

/** A stable, fairly saturated colour derived from a text (for generated product pictures). */
export function colourFor(text: string): Rgb {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  const hue = hash % 360;
  const c = 0.65 * 255;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = 0.2 * 255;
  const sector = Math.floor(hue / 60);
  const [r, g, b] =
    sector === 0
      ? [c, x, 0]
      : sector === 1
        ? [x, c, 0]
        : sector === 2
          ? [0, c, x]
          : sector === 3
            ? [0, x, c]
            : sector === 4
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round(r + m), Math.round(g + m), Math.round(b + m)];
}
