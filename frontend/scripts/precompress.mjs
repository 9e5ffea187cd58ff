// Writes x.gz (zlib level 9) and x.br (brotli quality 11) beside every compressible file of build/client/,
// for nginx's gzip_static and brotli_static (ADR 0014): no compression work per request, and
// smaller files than nginx's on-the-fly gzip (level 5). Run last by `npm run build`.
// Fonts (woff2) and images are compressed already and are left alone; so is build/client/.vite.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest|ico)$/i;
const dist = fileURLToPath(new URL('../build/client/', import.meta.url));

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
let raw = 0;
let gz = 0;
let br = 0;
for (const file of files(dist)) {
  const bytes = readFileSync(file);
  const gzipped = gzipSync(bytes, { level: 9 });
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  // A tiny file can grow when compressed: then nginx serves the original.
  if (gzipped.length < bytes.length) writeFileSync(`${file}.gz`, gzipped);
  if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
  count += 1;
  raw += bytes.length;
  gz += Math.min(gzipped.length, bytes.length);
  br += Math.min(brotli.length, bytes.length);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  `precompress: ${count} files in ${relative(process.cwd(), dist) || '.'}: ${kb(raw)} -> gzip ${kb(gz)}, brotli ${kb(br)}`,
);
