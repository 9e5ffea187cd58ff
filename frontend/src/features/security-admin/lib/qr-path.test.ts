import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { groupSecret } from './secret-key';
import { qrPath } from './qr-path';

/** The dark modules a path draws (each `M x y h n v1 h-n z` is one run of a row). */
function drawn(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, length] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let step = 0; step < Number(length); step += 1) {
      cells.add(`${String(Number(x) + step)},${y ?? ''}`);
    }
  }
  return cells;
}

describe('the QR code path', () => {
  it('draws exactly the dark modules of the code, with a 4-module quiet zone', () => {
    const text = 'otpauth://totp/Gear%20site%20admin:admin?secret=JBSWY3DPEHPK3PXP&issuer=Gear';
    const { size, d } = qrPath(text);
    const { data } = encode(text, { ecc: 'M', border: 4 });
    const dark = new Set(
      data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${String(x)},${String(y)}`] : []))),
    );
    expect(size).toBe(data.length);
    expect(drawn(d)).toEqual(dark);
    // Nothing dark in the quiet zone.
    const cells = [...drawn(d)].map((cell) => cell.split(',').map(Number));
    expect(cells.every(([x = 0, y = 0]) => x >= 4 && y >= 4 && x < size - 4 && y < size - 4)).toBe(
      true,
    );
  });
});

describe('the secret key as shown', () => {
  it('is grouped in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});
