import type { DrawingType } from '@gear/contract/quote-rules';
import { makeJpeg, makePdf, makePng } from './fixtures.ts';

/** Small valid drawings of every type, as a buyer's computer would name them. */
export interface DrawingFile {
  name: string;
  bytes: Buffer;
}

/** One 80-column IGES record of `section`, numbered `n`. */
const igesRecord = (text: string, section: string, n: number) =>
  `${text.padEnd(72)}${section}${String(n).padStart(7)}`;

const DXF = [
  '999',
  'Gear drawing',
  '  0',
  'SECTION',
  '  2',
  'ENTITIES',
  '  0',
  'CIRCLE',
  '  8',
  '0',
  ' 10',
  '0.0',
  ' 20',
  '0.0',
  ' 40',
  '25.0',
  '  0',
  'ENDSEC',
  '  0',
  'EOF',
  '',
].join('\r\n');

const STEP = [
  'ISO-10303-21;',
  'HEADER;',
  "FILE_DESCRIPTION(('Spur gear'),'2;1');",
  "FILE_NAME('gear.step','2026-11-20T10:00:00',('Asha'),(''),'','','');",
  "FILE_SCHEMA(('AUTOMOTIVE_DESIGN'));",
  'ENDSEC;',
  'DATA;',
  "#1=CARTESIAN_POINT('',(0.,0.,0.));",
  'ENDSEC;',
  'END-ISO-10303-21;',
  '',
].join('\n');

const IGES = `${[
  igesRecord('Spur gear, module 2', 'S', 1),
  igesRecord('1H,,1H;,4Hgear,8Hgear.igs;', 'G', 1),
  igesRecord('     100       1       0       0       0       0       0       0', 'D', 1),
  igesRecord('     100       0       0       1       0                               0', 'D', 2),
  igesRecord('100,0.,0.,0.,25.,0.,25.,0.;', 'P', 1),
  igesRecord('S      1G      1D      2P      1', 'T', 1),
].join('\n')}\n`;

export async function drawingFiles(): Promise<Record<DrawingType, DrawingFile>> {
  return {
    pdf: { name: 'gear-drawing.pdf', bytes: makePdf() },
    png: { name: 'sketch.png', bytes: await makePng() },
    jpeg: { name: 'photo.JPEG', bytes: await makeJpeg() },
    dxf: { name: 'flange.dxf', bytes: Buffer.from(DXF, 'latin1') },
    step: { name: 'shaft.stp', bytes: Buffer.from(STEP, 'latin1') },
    iges: { name: 'hub.igs', bytes: Buffer.from(IGES, 'latin1') },
  };
}

/** A valid PDF of exactly `total` bytes (a comment line pads it). */
export function pdfOfSize(total: number): Buffer {
  const base = makePdf();
  const padding = Buffer.alloc(total - base.length, 0x20);
  padding[0] = 0x25; // '%'
  padding[padding.length - 1] = 0x0a;
  return Buffer.concat([base.subarray(0, base.length - 6), padding, base.subarray(-6)]);
}

/** A quote request as the site sends it (a person: honeypot empty, 15 s to fill in). */
export const QUOTE_REQUEST = {
  name: 'Asha Patel',
  company: 'Patel Engineering',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  country: 'India',
  message: 'Module 2, EN-19, hardened.',
  lines: [
    { productId: 3, title: 'Spur Gear', quantity: 12, note: 'EN-19' },
    { productId: 5, title: 'Helical Gear', quantity: 1500 },
  ],
  website: '',
  elapsedMs: 15_000,
};
