import { encode } from 'uqr';

/** Modules of light margin around the code: the quiet zone of ISO/IEC 18004. */
const QUIET_ZONE = 4;

/**
 * `text` as a QR code, drawn as one SVG path in module units: each row's runs of dark modules
 * become rectangles. `size` is the width in modules, quiet zone included. Error correction M:
 * a phone camera reads it off a screen with glare.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${String(start)} ${String(y)}h${String(x - start)}v1h-${String(x - start)}z`);
    }
  });
  return { size, d: parts.join('') };
}
