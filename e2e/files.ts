import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/** A file for `locator.setInputFiles`. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (the backend checks magic bytes and re-encodes with sharp): a solid colour with a
 * diagonal band, so two images differ visibly.
 */
export function pngFile(
  name: string,
  { width = 320, height = 200, rgb = [200, 40, 50] as [number, number, number] } = {},
): TestFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const band = Math.abs(x - y) < 12;
      raw.set(band ? [255, 255, 255] : rgb, y * row + 1 + x * 3);
    }
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

let scratchDir: string | null = null;

/**
 * Writes `file` into this worker's scratch folder and answers its path, for `setInputFiles`.
 * Large files go by path: Chromium reads them from disk, where a buffer is sent base64 through the
 * protocol and rebuilt in the page (a 20 MB one ran over the 10 s action timeout on a busy 2-core
 * machine). The type comes from the name's extension, so give it the right one.
 */
export function onDisk(file: TestFile): string {
  if (!scratchDir) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-e2e-files-'));
    process.on('exit', () => {
      fs.rmSync(dir, { recursive: true, force: true });
    });
    scratchDir = dir;
  }
  const dir = fs.mkdtempSync(path.join(scratchDir, 'f-'));
  const filePath = path.join(dir, file.name);
  fs.writeFileSync(filePath, file.buffer);
  return filePath;
}

/** A file of exactly `bytes` bytes with the given type (for size checks; content is padding). */
export function sizedFile(name: string, mimeType: string, bytes: number): TestFile {
  const buffer = Buffer.alloc(bytes, 0x20);
  if (mimeType === 'application/pdf') buffer.write('%PDF-1.4\n', 0, 'latin1');
  if (mimeType === 'image/png') buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { name, mimeType, buffer };
}

/** A small valid one-page PDF; `padTo` grows it (a comment block) to test large uploads. */
export function pdfFile(name: string, { padTo = 0 } = {}): TestFile {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  let buffer = Buffer.from(body, 'latin1');
  if (padTo > buffer.length) {
    buffer = Buffer.concat([buffer, Buffer.alloc(padTo - buffer.length, '%')]);
  }
  return { name, mimeType: 'application/pdf', buffer };
}

/** A text file disguised by name only (the browser reports text/plain). */
export const textFile = (name: string): TestFile => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from('not an image'),
});

/** A small ASCII DXF drawing (one line entity), as CAD programs write it. */
export function dxfFile(name: string): TestFile {
  const pairs = [
    ['999', 'written by the e2e suite'],
    ['0', 'SECTION'],
    ['2', 'HEADER'],
    ['9', '$ACADVER'],
    ['1', 'AC1015'],
    ['0', 'ENDSEC'],
    ['0', 'SECTION'],
    ['2', 'ENTITIES'],
    ['0', 'LINE'],
    ['8', '0'],
    ['10', '0.0'],
    ['20', '0.0'],
    ['11', '40.0'],
    ['21', '25.0'],
    ['0', 'ENDSEC'],
    ['0', 'EOF'],
  ];
  const text = `${pairs.map(([code, value]) => `${code!.padStart(3)}\r\n${value!}`).join('\r\n')}\r\n`;
  return { name, mimeType: 'application/octet-stream', buffer: Buffer.from(text, 'latin1') };
}

/** A small STEP file (ISO 10303-21) with a header and one data entity. */
export function stepFile(name: string): TestFile {
  const text = [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('spur gear'),'2;1');",
    "FILE_NAME('gear.step','2026-11-28T10:00:00',(''),(''),'','','');",
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN'));",
    'ENDSEC;',
    'DATA;',
    "#1=CARTESIAN_POINT('',(0.,0.,0.));",
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
  return { name, mimeType: 'application/octet-stream', buffer: Buffer.from(text, 'latin1') };
}
