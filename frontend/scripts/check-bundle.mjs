// Checks the production build (run after `vite build`; `npm run build` does both):
//   1. the code any public route loads contains no admin code and no Quill;
//   2. every public route's first load (entry + public layout + the route's page chunk, each with
//      its static imports, and the CSS of all of them) fits the budgets of performance-budgets.json.
// Reads Vite's manifest (dist/.vite/manifest.json; nginx never serves dot folders). Prints a table.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const budgets = JSON.parse(
  readFileSync(new URL('../performance-budgets.json', import.meta.url), 'utf8'),
);
const KB = 1024;
const JS_BUDGET = budgets.firstLoadJsGzipKb * KB;
const CSS_BUDGET = budgets.firstLoadCssGzipKb * KB;

/** Every public route (SPEC §2) and the module of its page (app/router.tsx). */
const PUBLIC_PAGES = {
  '/': 'src/features/home/components/home-page.tsx',
  '/about': 'src/features/info-pages/components/about-page.tsx',
  '/quailty': 'src/features/info-pages/components/quality-page.tsx',
  '/certificate': 'src/features/info-pages/components/certificate-page.tsx',
  '/lab': 'src/features/info-pages/components/lab-page.tsx',
  '/member': 'src/features/info-pages/components/team-page.tsx',
  '/infrastructure': 'src/features/info-pages/components/infrastructure-page.tsx',
  '/product': 'src/features/products/components/products-page.tsx',
  '/product/{id}': 'src/features/products/components/product-detail-page.tsx',
  '/gallery': 'src/features/gallery/components/gallery-page.tsx',
  '/ebrochure': 'src/features/ebrochure/components/ebrochure-page.tsx',
  '/contact': 'src/features/contact/components/contact-page.tsx',
  '(404)': 'src/app/routes/not-found-page.tsx',
};
const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';
const ENTRY = 'index.html';
/** Page modules of these folders are public and must be listed above. */
const PUBLIC_PAGE_MODULE =
  /^src\/(features\/(site-chrome|home|products|gallery|ebrochure|contact|info-pages)\/|app\/(routes|layouts)\/)/;

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

const dist = new URL('../dist/', import.meta.url);
const manifestFile = new URL('.vite/manifest.json', dist);
if (!existsSync(new URL('index.html', dist)) || !existsSync(manifestFile)) {
  console.error('dist/index.html or dist/.vite/manifest.json is missing: run `vite build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const problems = [];

// Every lazy route module of the public branch (app/router.tsx) must be measured.
for (const key of manifest[ENTRY]?.dynamicImports ?? []) {
  if (PUBLIC_PAGE_MODULE.test(key) && !key.includes('admin-layout')) {
    const listed = key === PUBLIC_LAYOUT || Object.values(PUBLIC_PAGES).includes(key);
    if (!listed) problems.push(`${key} is a lazy public route missing from PUBLIC_PAGES`);
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
  const { js, css } = firstLoad([ENTRY, PUBLIC_LAYOUT, page]);
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
  if (row.js > JS_BUDGET)
    problems.push(`${route}: first-load JS ${kb(row.js)} kB gzip > ${kb(JS_BUDGET)} kB`);
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

if (problems.length > 0) {
  console.error('Bundle check failed:\n  ' + problems.join('\n  '));
  process.exit(1);
}
