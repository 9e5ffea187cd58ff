import { describe, expect, it } from 'vitest';
import {
  DRAWING_ACCEPT,
  DRAWING_HEAD_BYTES,
  DRAWING_TAIL_BYTES,
  detectDrawingType,
  drawingTypeByName,
  verifiedDrawingType,
} from './drawings.ts';
import { type DrawingType } from './quote-rules.ts';

/** A file's first and last bytes, as the browser and the server read them. */
function ends(bytes: Uint8Array): [Uint8Array, Uint8Array] {
  return [
    bytes.subarray(0, DRAWING_HEAD_BYTES),
    bytes.subarray(Math.max(0, bytes.length - DRAWING_TAIL_BYTES)),
  ];
}
const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const detect = (bytes: Uint8Array) => detectDrawingType(...ends(bytes));
const verify = (name: string, bytes: Uint8Array) => verifiedDrawingType(name, ...ends(bytes));

/** One 80-column IGES record of `section`, numbered `n`. */
const igesRecord = (text: string, section: string, n: number) =>
  `${text.padEnd(72)}${section}${String(n).padStart(7)}`;

const MINIMAL = {
  pdf: bytesOf('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 0xff, 0xd9]),
  dxf: bytesOf('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n'),
  step: bytesOf(
    "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('gear'),'2;1');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n",
  ),
  iges: bytesOf(
    [
      igesRecord('Spur gear drawing', 'S', 1),
      igesRecord('1H,,1H;,4Hgear;', 'G', 1),
      igesRecord('     110       1       0       0       0       0       0       0', 'D', 1),
      igesRecord('110,0.,0.,0.,1.,0.,0.;', 'P', 1),
      igesRecord('S      1G      1D      1P      1', 'T', 1),
    ].join('\n') + '\n',
  ),
} satisfies Record<DrawingType, Uint8Array>;

const NAMES: Record<DrawingType, string> = {
  pdf: 'gear.pdf',
  png: 'gear.png',
  jpeg: 'gear.jpg',
  dxf: 'gear.dxf',
  step: 'gear.step',
  iges: 'gear.iges',
};

describe('drawing detection by content', () => {
  it.each(Object.entries(MINIMAL))('detects %s from its minimal valid bytes', (type, bytes) => {
    expect(detect(bytes)).toBe(type);
    expect(verify(NAMES[type as DrawingType], bytes)).toBe(type);
  });

  it('takes every ending of a type, in any case', () => {
    expect(verify('GEAR.PDF', MINIMAL.pdf)).toBe('pdf');
    expect(verify('gear.jpeg', MINIMAL.jpeg)).toBe('jpeg');
    expect(verify('gear.JPG', MINIMAL.jpeg)).toBe('jpeg');
    expect(verify('gear.stp', MINIMAL.step)).toBe('step');
    expect(verify('gear.igs', MINIMAL.iges)).toBe('iges');
    expect(DRAWING_ACCEPT).toBe('.pdf,.png,.jpg,.jpeg,.dxf,.step,.stp,.iges,.igs');
  });

  it('reads DXF with comments, CRLF line ends and the binary flavour', () => {
    const commented = bytesOf(
      '999\r\nExported by GearCAD\r\n  0\r\nSECTION\r\n  2\r\nENTITIES\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n',
    );
    expect(verify('part.dxf', commented)).toBe('dxf');
    const binary = bytesOf('AutoCAD Binary DXF\r\n\u001a\u0000\u0000\u0000SECTION');
    expect(verify('part.dxf', binary)).toBe('dxf');
  });

  it('reads a large file by its head and tail only', () => {
    const filler = '  0\nLINE\n  8\n0\n 10\n0.0\n'.repeat(2000);
    const large = bytesOf(`  0\nSECTION\n  2\nENTITIES\n${filler}  0\nENDSEC\n  0\nEOF\n`);
    expect(large.length).toBeGreaterThan(DRAWING_HEAD_BYTES + DRAWING_TAIL_BYTES);
    expect(verify('big.dxf', large)).toBe('dxf');
  });

  it('the name claims, the bytes decide: refuses a mismatch', () => {
    const exe = bytesOf(
      `MZ\u0090\u0000\u0003\u0000\u0000\u0000${'\u0000'.repeat(56)}PE\u0000\u0000`,
    );
    expect(verify('invoice.pdf', exe)).toBeNull();
    expect(detect(exe)).toBeNull();
    // Not even with the PDF header a few bytes in: a PDF starts with it.
    const disguised = bytesOf(`MZ\u0090\u0000%PDF-1.4\n${'\u0000'.repeat(32)}`);
    expect(verify('invoice.pdf', disguised)).toBeNull();
    const html = bytesOf('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>\n');
    expect(verify('gear.dxf', html)).toBeNull();
    expect(verify('gear.pdf', MINIMAL.png)).toBeNull();
    expect(verify('gear.png', MINIMAL.jpeg)).toBeNull();
    expect(verify('gear.step', MINIMAL.iges)).toBeNull();
    expect(verify('gear.exe', MINIMAL.pdf)).toBeNull();
    expect(verify('gear', MINIMAL.pdf)).toBeNull();
    expect(verify('gear.pdf', new Uint8Array())).toBeNull();
  });

  it('refuses a DXF or STEP file cut short (no end marker)', () => {
    const dxf = bytesOf('  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1015\n');
    expect(verify('cut.dxf', dxf)).toBeNull();
    const step = bytesOf("ISO-10303-21;\nHEADER;\nFILE_NAME('gear');\nENDSEC;\nDATA;\n#1=POINT;\n");
    expect(verify('cut.step', step)).toBeNull();
    const noHeader = bytesOf('ISO-10303-21;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n');
    expect(verify('bare.step', noHeader)).toBeNull();
  });

  it('refuses a DXF that does not open with a section, or carries NUL bytes', () => {
    expect(verify('x.dxf', bytesOf('  0\nLINE\n  0\nEOF\n'))).toBeNull();
    expect(verify('x.dxf', bytesOf('  0\nSECTION\n  2\nNOPE\n  0\nEOF\n'))).toBeNull();
    expect(verify('x.dxf', bytesOf('  0\nSECTION\n  2\nHEADER\u0000\n  0\nEOF\n'))).toBeNull();
  });

  it('refuses IGES records of the wrong width, order or numbering', () => {
    const records = (list: string[]) => bytesOf(`${list.join('\n')}\n`);
    const good = [
      igesRecord('drawing', 'S', 1),
      igesRecord('1H,,1H;;', 'G', 1),
      igesRecord('S      1G      1', 'T', 1),
    ];
    expect(verify('ok.igs', records(good))).toBe('iges');
    const narrow = good.map((record, index) => (index === 1 ? record.slice(1) : record));
    expect(verify('narrow.igs', records(narrow))).toBeNull();
    const wide = good.map((record) => `${record} `);
    expect(verify('wide.igs', records(wide))).toBeNull();
    const backwards = [good[0] ?? '', igesRecord('x', 'T', 1), igesRecord('y', 'G', 1)];
    expect(verify('order.igs', records(backwards))).toBeNull();
    const unnumbered = [igesRecord('drawing', 'S', 1).slice(0, 73) + 'abcdefg', ...good.slice(1)];
    expect(verify('number.igs', records(unnumbered))).toBeNull();
    const noTerminate = good.slice(0, 2);
    expect(verify('open.igs', records(noTerminate))).toBeNull();
  });

  it('knows the types by name', () => {
    expect(drawingTypeByName('a.b.STEP')).toBe('step');
    expect(drawingTypeByName('drawing.pdf.exe')).toBeNull();
    expect(drawingTypeByName('.pdf')).toBe('pdf');
    expect(drawingTypeByName('pdf')).toBeNull();
  });
});
