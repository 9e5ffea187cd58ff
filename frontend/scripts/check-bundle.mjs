// Checks the production build (run after `react-router build`; `npm run build` does both):
//   1. the code any public route loads contains no admin code and no Quill;
//   2. every public route's first load (entry + root + public layout + the route's module, each with
//      its static imports, and the CSS of all of them) fits the budgets of performance-budgets.json.
// Reads Vite's manifest (build/client/.vite/manifest.json; never served). Prints a table.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const budgets = JSON.parse(
  readFileSync(new URL('../performance-budgets.json', import.meta.url), 'utf8'),
);
const KB = 1024;
const JS_BUDGET = budgets.firstLoadJsGzipKb * KB;
const CSS_BUDGET = budgets.firstLoadCssGzipKb * KB;
/**
 * Routes that cannot meet the JS target yet (React Router's framework runtime, ADR 0025) are held
 * to a ceiling of their measured weight + 1 kB, so they can only get lighter; the target stays.
 */
const JS_CEILINGS = budgets.routeJsCeilingGzipKb ?? {};
const jsLimit = (route) => (JS_CEILINGS[route] ?? budgets.firstLoadJsGzipKb) * KB;

/** Every public route (SPEC §2) and its route module (src/app/routes.ts). */
const ROUTE = (file) => `src/app/pages/${file}?__react-router-build-client-route`;
const PUBLIC_PAGES = {
  '/': ROUTE('home.tsx'),
  '/about': ROUTE('about.tsx'),
  '/quailty': ROUTE('quality.tsx'),
  '/certificate': ROUTE('certificate.tsx'),
  '/lab': ROUTE('lab.tsx'),
  '/member': ROUTE('team.tsx'),
  '/infrastructure': ROUTE('infrastructure.tsx'),
  '/product': ROUTE('products.tsx'),
  '/product/{id}': ROUTE('product-detail.tsx'),
  '/gallery': ROUTE('gallery.tsx'),
  '/ebrochure': ROUTE('ebrochure.tsx'),
  '/contact': ROUTE('contact.tsx'),
  '/quote': ROUTE('quote.tsx'),
  '(404)': ROUTE('not-found.tsx'),
};
/** What every public page loads before its own module: the entry, the root and the layout. */
const SHARED = [
  'src/app/entry.client.tsx',
  'src/app/root.tsx?__react-router-build-client-route',
  ROUTE('public-layout.tsx'),
];
/** Route modules of the admin branch (never loaded by a public page). */
const ADMIN_ROUTE = /^src\/app\/pages\/admin-/;

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

const dist = new URL('../build/client/', import.meta.url);
const manifestFile = new URL('.vite/manifest.json', dist);
if (!existsSync(manifestFile)) {
  console.error('build/client/.vite/manifest.json is missing: run `react-router build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const problems = [];
const notes = [];

// Every route module of the public branch must be measured.
for (const key of Object.keys(manifest)) {
  if (!key.endsWith('?__react-router-build-client-route') || !key.startsWith('src/app/pages/')) {
    continue;
  }
  const listed = SHARED.includes(key) || Object.values(PUBLIC_PAGES).includes(key);
  if (!listed && !ADMIN_ROUTE.test(key)) {
    problems.push(`${key} is a public route module missing from PUBLIC_PAGES`);
  }
}

/** The files a module loads before it runs: its chunk, its static imports, and their CSS. */
function firstLoad(keys) {
  const js = new Set();
  const css = new Set();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop();
    const chunk = manifest[key];
    if (!chunk) {
      problems.push(`${key} is not in the Vite manifest (renamed? update PUBLIC_PAGES)`);
      continue;
    }
    if (js.has(chunk.file)) continue;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    queue.push(...(chunk.imports ?? []));
  }
  return { js, css };
}

const sizes = new Map();
function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(new URL(file, dist));
    size = {
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    sizes.set(file, size);
  }
  return size;
}
const total = (files, kind) => [...files].reduce((sum, file) => sum + sizeOf(file)[kind], 0);
const kb = (bytes) => (bytes / KB).toFixed(1);

const rows = [];
/** `node scripts/check-bundle.mjs --files /contact`: the files of one route's first load. */
const detail = process.argv.includes('--files') ? process.argv.at(-1) : null;
for (const [route, page] of Object.entries(PUBLIC_PAGES)) {
  const { js, css } = firstLoad([...SHARED, page]);
  for (const file of js) {
    const code = readFileSync(new URL(file, dist), 'utf8');
    for (const marker of FORBIDDEN) {
      if (code.includes(marker))
        problems.push(`${route} loads ${file}, which contains "${marker}"`);
    }
  }
  if (route === detail) {
    for (const file of [...js, ...css].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip))
      console.log(`${kb(sizeOf(file).gzip).padStart(7)} kB  ${file}`);
  }
  const row = {
    route,
    files: js.size + css.size,
    js: total(js, 'gzip'),
    jsBrotli: total(js, 'brotli'),
    css: total(css, 'gzip'),
  };
  rows.push(row);
  if (row.js > jsLimit(route))
    problems.push(`${route}: first-load JS ${kb(row.js)} kB gzip > ${kb(jsLimit(route))} kB`);
  else if (row.js > JS_BUDGET)
    notes.push(`${route}: ${kb(row.js)} kB gzip is over the ${kb(JS_BUDGET)} kB target`);
  if (row.css > CSS_BUDGET)
    problems.push(`${route}: first-load CSS ${kb(row.css)} kB gzip > ${kb(CSS_BUDGET)} kB`);
}

console.log(
  `\nFirst load per public route (kB; budgets: JS ${budgets.firstLoadJsGzipKb} gzip, CSS ${budgets.firstLoadCssGzipKb} gzip)`,
);
console.log('route            files   JS gzip   JS br  CSS gzip');
for (const row of rows) {
  console.log(
    `${row.route.padEnd(16)} ${String(row.files).padStart(5)} ${kb(row.js).padStart(9)} ${kb(row.jsBrotli).padStart(7)} ${kb(row.css).padStart(9)}`,
  );
}
console.log('');

if (notes.length > 0)
  console.log('Over the JS target (held by a ceiling):\n  ' + notes.join('\n  '));
if (problems.length > 0) {
  console.error('Bundle check failed:\n  ' + problems.join('\n  '));
  process.exit(1);
}
