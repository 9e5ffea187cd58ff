// Checks the production build: the code loaded for `/` (entry + public layout + home page and
// their static imports) must contain no admin code and no Quill. Prints gzip sizes.
// Run after `vite build` (npm run build does both).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const assetsDir = new URL('assets/', dist);
if (!existsSync(new URL('index.html', dist))) {
  console.error('dist/index.html is missing: run `vite build` first.');
  process.exit(1);
}

const html = readFileSync(new URL('index.html', dist), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
const files = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
const routeChunk = (name) => files.find((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
const roots = [entry, routeChunk('public-layout'), routeChunk('home-page')];
if (roots.some((file) => !file)) {
  console.error('Could not find the entry, public-layout or home-page chunk:', roots);
  process.exit(1);
}

const read = (file) => readFileSync(new URL(file, assetsDir), 'utf8');
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g;

const forHome = new Set();
const queue = [...roots];
while (queue.length > 0) {
  const file = queue.pop();
  if (forHome.has(file)) continue;
  forHome.add(file);
  for (const match of read(file).matchAll(STATIC_IMPORT)) queue.push(match[1]);
}

/** Strings that only admin code or Quill contain. */
const FORBIDDEN = [
  'Admin Panel',
  'Admin Login',
  'Quick Actions',
  'Manage Sliders',
  'ql-editor',
  'Quill',
  'Toastify',
];
const problems = [];
for (const file of forHome) {
  const code = read(file);
  for (const marker of FORBIDDEN) {
    if (code.includes(marker)) problems.push(`${file} contains "${marker}"`);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzip = (file) => gzipSync(read(file), { level: 9 }).length;
const rows = files.map((file) => ({ file, gzip: gzip(file), home: forHome.has(file) }));
rows.sort((a, b) => b.gzip - a.gzip);
console.log('\nJS chunks (gzip), * = loaded for /');
for (const row of rows)
  console.log(`${row.home ? '*' : ' '} ${kb(row.gzip).padStart(9)}  ${row.file}`);
const homeTotal = rows.filter((row) => row.home).reduce((sum, row) => sum + row.gzip, 0);
console.log(`Total JS for /: ${kb(homeTotal)} gzip in ${forHome.size} files\n`);

if (problems.length > 0) {
  console.error('The home page would download admin or editor code:\n  ' + problems.join('\n  '));
  process.exit(1);
}
