import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ConfigError, readForeignEnv } from './config.ts';
import { minimalPdf } from './pdf.ts';
import { gradientPng, solidPng } from './png.ts';

function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const found: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    found.push({ type, data });
    offset += 12 + length;
  }
  return found;
}

describe('png', () => {
  it('encodes a valid RGB PNG with correct CRCs and pixel data', () => {
    const png = gradientPng(80, 60, [0, 0, 0], [255, 255, 255]);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = parts[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      80, 60, 8, 2,
    ]);
    expect(inflateSync(parts[1]!.data)).toHaveLength((80 * 3 + 1) * 60);
  });

  it('fills a solid colour', () => {
    const raw = inflateSync(chunks(solidPng(2, 1, [10, 20, 30]))[1]!.data);
    expect([...raw]).toEqual([0, 10, 20, 30, 10, 20, 30]);
  });
});

describe('pdf', () => {
  it('is a one-page PDF 1.4 whose xref points at its objects', () => {
    const text = minimalPdf().toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt).startsWith('xref')).toBe(true);
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
  });
});

describe('config', () => {
  const ports = {
    FOREIGN_API_PORT: '4100',
    FOREIGN_ASSET_PORT: '4101',
    FOREIGN_CONTROL_PORT: '4102',
  };

  it('reads the FOREIGN_* variables', () => {
    expect(
      readForeignEnv({
        ...ports,
        FOREIGN_HOST: '0.0.0.0',
        FOREIGN_CORS_ORIGINS: 'http://localhost:8080, http://127.0.0.1:5173',
        FOREIGN_ASSET_BASE_URL: 'http://assets.test:4101/',
        FOREIGN_ADMIN_PASSWORD: 'pw',
      }),
    ).toEqual({
      host: '0.0.0.0',
      apiPort: 4100,
      assetPort: 4101,
      controlPort: 4102,
      corsOrigins: ['http://localhost:8080', 'http://127.0.0.1:5173'],
      assetBaseUrl: 'http://assets.test:4101',
      adminPassword: 'pw',
    });
  });

  it('refuses bad ports, origins and base URLs', () => {
    const bad = [
      { ...ports, FOREIGN_API_PORT: '' },
      { ...ports, FOREIGN_API_PORT: '41.5' },
      { ...ports, FOREIGN_ASSET_PORT: '70000' },
      { ...ports, FOREIGN_CONTROL_PORT: '4100' },
      { ...ports, FOREIGN_CORS_ORIGINS: 'http://localhost:8080/' },
      { ...ports, FOREIGN_ASSET_BASE_URL: 'ftp://x' },
    ];
    for (const env of bad) expect.soft(() => readForeignEnv(env)).toThrow(ConfigError);
  });
});
