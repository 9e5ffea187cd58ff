// Checks the site's static pictures before a build (`npm run build` runs it first): every file that
// src/assets/images/site-images.ts imports exists, is a WebP, and has exactly the width and height
// given there (the pages reserve that space: a photo of another size would be stretched or shift the
// layout). An owner swapping in a real photograph crops it to the listed size and saves it as WebP
// under the same name (README "Pictures"). `--table` prints that list as Markdown.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMAGES_DIR = fileURLToPath(new URL('../src/assets/images/', import.meta.url));

/** Each picture of the manifest: its file (relative to the images folder), size and alt text. */
function readManifest(imagesDir = IMAGES_DIR) {
  const source = readFileSync(path.join(imagesDir, 'site-images.ts'), 'utf8');
  const files = new Map();
  for (const [, ident, file] of source.matchAll(/import (\w+) from '\.\/([\w/-]+\.webp)';/g)) {
    files.set(ident, file);
  }
  const pictures = [];
  for (const [, ident, width, height, alt] of source.matchAll(
    /image\(\s*(\w+),\s*(\d+),\s*(\d+),\s*'([^']*)'/g,
  )) {
    const file = files.get(ident);
    if (file) pictures.push({ file, width: Number(width), height: Number(height), alt });
  }
  return pictures;
}

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L, extended VP8X), or null. */
function webpSize(bytes) {
  if (bytes.length < 30) return null;
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') {
    return null;
  }
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
/** "4:3", "16:9", "12:7". */
const aspectRatio = (width, height) => {
  const d = gcd(width, height);
  return `${width / d}:${height / d}`;
};

/** What is wrong with the pictures: one line each (empty when all are right). */
function checkPictures(imagesDir = IMAGES_DIR) {
  const problems = [];
  for (const picture of readManifest(imagesDir)) {
    const wanted = `${picture.width}×${picture.height} px (${aspectRatio(picture.width, picture.height)})`;
    let bytes;
    try {
      bytes = readFileSync(path.join(imagesDir, picture.file));
    } catch {
      problems.push(`${picture.file}: missing; expected a WebP of ${wanted}.`);
      continue;
    }
    const size = webpSize(bytes);
    if (!size) {
      problems.push(`${picture.file}: not a WebP file; save the ${wanted} picture as WebP.`);
    } else if (size.width !== picture.width || size.height !== picture.height) {
      problems.push(
        `${picture.file}: is ${size.width}×${size.height} px; crop and resize it to ${wanted}.`,
      );
    }
  }
  return problems;
}

/** The README's list: every picture, where it lives, its size and aspect ratio. */
function pictureTable(imagesDir = IMAGES_DIR) {
  const rows = readManifest(imagesDir).map(
    (p) =>
      `| \`frontend/src/assets/images/${p.file}\` | ${p.alt || '(decorative)'} | ${p.width}×${p.height} | ${aspectRatio(p.width, p.height)} |`,
  );
  return ['| File | Shows | Size (px) | Aspect |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `--dir <folder>`: another images folder (the check's own test).
  const at = process.argv.indexOf('--dir');
  const dir = at > 0 ? path.resolve(process.argv[at + 1] ?? '.') : IMAGES_DIR;
  if (process.argv.includes('--table')) {
    console.log(pictureTable(dir));
  } else {
    const problems = checkPictures(dir);
    if (problems.length > 0) {
      console.error(`check-pictures: ${problems.length} picture(s) do not fit their place:`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exit(1);
    }
    console.log(`check-pictures: ${readManifest(dir).length} pictures, each at its listed size.`);
  }
}
