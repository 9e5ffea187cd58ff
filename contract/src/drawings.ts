import { DRAWING_FORMATS, DRAWING_TYPES, type DrawingType } from './quote-rules.ts';

/**
 * Drawings a buyer may attach to a quote request (issue 19): PDF, PNG, JPEG, DXF, STEP/STP and
 * IGES/IGS. A file is accepted by its bytes, never by its name alone: the name's ending says what
 * it claims to be and the content must prove it. The same detector runs in the browser (on the
 * first and last bytes of the picked file) and on the server (which also decodes PNG and JPEG).
 */

/** For `<input accept>`: the endings (browsers report no reliable MIME type for CAD files). */
export const DRAWING_ACCEPT = DRAWING_TYPES.flatMap((type) =>
  DRAWING_FORMATS[type].extensions.map((extension) => `.${extension}`),
).join(',');

/** How many bytes of the start and of the end of a file the detector reads. */
export const DRAWING_HEAD_BYTES = 4096;
export const DRAWING_TAIL_BYTES = 1024;

/** The type a file name claims by its ending, or null for an ending we do not take. */
export function drawingTypeByName(name: string): DrawingType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ending = name.slice(dot + 1).toLowerCase();
  return DRAWING_TYPES.find((type) => DRAWING_FORMATS[type].extensions.includes(ending)) ?? null;
}

/** Bytes as text, one character per byte (the formats below are ASCII). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const BINARY_DXF = 'AutoCAD Binary DXF\r\n\u001a\u0000';
const DXF_SECTIONS = [
  'HEADER',
  'CLASSES',
  'TABLES',
  'BLOCKS',
  'ENTITIES',
  'OBJECTS',
  'THUMBNAILIMAGE',
];

/** Text without a byte order mark, split into lines (CRLF or LF). */
const linesOf = (text: string) => text.replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '').split(/\r?\n/);

/**
 * An ASCII DXF: pairs of lines (group code, value). After any comments (code 999) the first pair
 * is `0 SECTION`, then `2 <section name>`; the file ends with `0 EOF`. No NUL bytes.
 */
function isAsciiDxf(head: string, tail: string): boolean {
  if (head.includes('\u0000')) return false;
  const lines = linesOf(head).map((line) => line.trim());
  let index = 0;
  while (lines[index] === '999') index += 2;
  const opens =
    lines[index] === '0' &&
    lines[index + 1] === 'SECTION' &&
    lines[index + 2] === '2' &&
    DXF_SECTIONS.includes(lines[index + 3] ?? '');
  if (!opens) return false;
  const end = linesOf(tail)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return end.at(-2) === '0' && end.at(-1) === 'EOF';
}

/** A STEP file (ISO 10303-21): `ISO-10303-21;` first, a `HEADER;` section, `END-ISO-10303-21;` last. */
function isStep(head: string, tail: string): boolean {
  const start = linesOf(head).join('\n').trimStart();
  return (
    start.startsWith('ISO-10303-21;') &&
    start.includes('HEADER;') &&
    tail.trimEnd().endsWith('END-ISO-10303-21;')
  );
}

const IGES_SECTIONS = 'SGDPT';

/**
 * An IGES file: fixed 80-column records whose column 73 names the section (S start, G global, D
 * directory, P parameter, T terminate) in that order, numbered from 1 in columns 74 to 80; the
 * last record is the T record.
 */
function isIges(head: string, tail: string): boolean {
  const records = linesOf(head);
  // The head may end inside a record: check only the complete ones.
  if (!head.endsWith('\n')) records.pop();
  const full = records.filter((record) => record !== '');
  if (full.length < 2) return false;
  let section = 0;
  for (const record of full) {
    if (record.length !== 80) return false;
    const found = IGES_SECTIONS.indexOf(record[72] ?? '');
    if (found < section) return false;
    section = found;
    if (!/^ *\d+$/.test(record.slice(73))) return false;
  }
  if (full[0]?.[72] !== 'S' || full[0].slice(73).trim() !== '1') return false;
  const last = linesOf(tail)
    .filter((record) => record.trim() !== '')
    .at(-1);
  return last !== undefined && last.length === 80 && last[72] === 'T';
}

/**
 * What the bytes are: `head` is the file's first DRAWING_HEAD_BYTES (or all of it), `tail` its
 * last DRAWING_TAIL_BYTES. Null when they are none of the drawing types.
 */
export function detectDrawingType(head: Uint8Array, tail: Uint8Array): DrawingType | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpeg';
  const headText = latin1(head);
  // At the very start: readers tolerate junk before it, but then an executable with '%PDF-' a few
  // bytes in would pass. Drawings exported by CAD and PDF tools start with the header.
  if (headText.startsWith('%PDF-')) return 'pdf';
  if (headText.startsWith(BINARY_DXF)) return 'dxf';
  const tailText = latin1(tail);
  if (isAsciiDxf(headText, tailText)) return 'dxf';
  if (isStep(headText, tailText)) return 'step';
  if (isIges(headText, tailText)) return 'iges';
  return null;
}

/**
 * Whether a file is the drawing its name says: the ending is one we take and the bytes are of
 * that type. Returns the type, or null.
 */
export function verifiedDrawingType(
  name: string,
  head: Uint8Array,
  tail: Uint8Array,
): DrawingType | null {
  const claimed = drawingTypeByName(name);
  if (claimed === null) return null;
  return detectDrawingType(head, tail) === claimed ? claimed : null;
}
