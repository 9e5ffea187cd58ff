import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  IMAGE_MAX_BYTES,
  MAX_GALLERY_FILES_PER_UPLOAD,
  MIB,
  PDF_MAX_BYTES,
  SUB_IMAGE_SLOTS,
  TEXT_FIELD_MAX_BYTES,
  TEXT_LIMITS,
} from '@gear/contract/limits';
import { QUOTE_LIMITS } from '@gear/contract/quote-basics';
import type { APIRequestContext } from '@playwright/test';
import { adminToken } from '../admin.ts';
import { expect, test } from '../fixtures.ts';
import type { HarnessState } from '../harness/state.ts';
import { recordFigures } from '../security-figures.ts';

/**
 * SECURITY.md "nginx", proven through the real config (nginx/templates/default.conf.template)
 * with requests a browser would never send: raw paths (no client-side normalisation), duplicate
 * headers counted, bodies streamed byte-exact at and one byte over each location's limit.
 * nginx.spec.ts covers caching (files and the page cache), gzip and pages vs the API; this file
 * the protections, each recording its figures (e2e/security-figures.ts). Changes no data: every upload here ends
 * in a 4xx and the lists are compared before and after.
 */

// ---------------------------------------------------------------------------------------------
// Raw HTTP: exact paths, raw header lists and streamed bodies.

interface RawAnswer {
  status: number;
  /** Lower-cased name -> every value sent (a header sent twice has two entries). */
  headers: Map<string, string[]>;
  body: string;
}

interface RawRequest {
  method?: string;
  /** Sent exactly as written (no dot-segment removal, no re-encoding). */
  path: string;
  headers?: Record<string, string>;
  body?: { chunks: () => Iterable<Buffer>; length: number | 'chunked' };
}

function raw(baseURL: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Connection: 'close', ...request.headers };
    if (request.body) {
      if (request.body.length === 'chunked') headers['Transfer-Encoding'] = 'chunked';
      else headers['Content-Length'] = String(request.body.length);
    }
    const call = http.request({
      host: hostname,
      port,
      method: request.method ?? 'GET',
      path: request.path,
      headers,
      agent: false,
    });
    let source: Readable | null = null;
    let answered = false;
    call.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const map = new Map<string, string[]>();
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!.toLowerCase();
          map.set(name, [...(map.get(name) ?? []), response.rawHeaders[i + 1]!]);
        }
        // nginx answered before the whole body was sent (a refused upload): stop sending.
        source?.destroy();
        call.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: map,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    call.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (request.body) {
      source = Readable.from(request.body.chunks());
      source.on('error', () => undefined);
      source.pipe(call);
    } else {
      call.end();
    }
  });
}

const one = (answer: RawAnswer, name: string) => answer.headers.get(name) ?? [];

/** A multipart body of exactly `total` bytes: one file part of `field`, padded to size. */
function multipartOfSize(
  total: number,
  part: { field: string; filename: string; mime: string },
): { contentType: string; chunks: () => Iterable<Buffer>; length: number } {
  const boundary = `----gear-limit-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
      `Content-Type: ${part.mime}\r\n\r\n`,
  );
  const magic =
    part.mime === 'application/pdf'
      ? Buffer.from('%PDF-1.4\n', 'latin1')
      : Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const padding = total - head.length - magic.length - tail.length;
  if (padding < 0) throw new Error(`multipart body of ${total} bytes is too small`);
  const block = Buffer.alloc(MIB, 0x20);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: total,
    *chunks() {
      yield head;
      yield magic;
      for (let left = padding; left > 0; left -= block.length) {
        yield left >= block.length ? block : block.subarray(0, left);
      }
      yield tail;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// What every answer must carry.

/** Hosts of the page-translation service (its script, styles, fonts, images and API calls). */
const TRANSLATION_HOSTS = [
  'https://translate.google.com',
  'https://translate.googleapis.com',
  'https://translate-pa.googleapis.com',
  'https://www.gstatic.com',
  // The widget's stylesheet and web fonts (style-src / font-src only, never scripts).
  'https://fonts.googleapis.com',
  'https://fonts.gstatic.com',
];
/** Hosts of the map embed on the contact page (an iframe; its marker images). */
const MAP_HOSTS = ['https://www.google.com', 'https://maps.google.com'];
/** Of those, the ones allowed to give scripts: the translation service only. */
const SCRIPT_HOSTS = [
  'https://translate.google.com',
  'https://translate.googleapis.com',
  'https://translate-pa.googleapis.com',
  'https://www.gstatic.com',
];
const KEYWORDS_ALLOWED = new Set(["'self'", "'none'"]);
/** Scheme sources allowed outside scripts: inline images and fonts, blob previews and workers. */
const SCHEMES_ALLOWED: Record<string, string[]> = {
  'img-src': ['data:', 'blob:'],
  'font-src': ['data:'],
  'media-src': ['blob:'],
  'worker-src': ['blob:'],
};

/** Directives that name the backend's own origin and ASSET_ORIGINS (set at run time). */
const BACKEND_DIRECTIVES = ['img-src', 'media-src', 'connect-src'];
const PLAIN_ORIGIN = /^https?:\/\/[^/\s'";,*]+$/i;

/** The inline scripts of an HTML answer that a browser runs (JSON-LD and other data blocks not). */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
      return ['', 'module', 'text/javascript', 'application/javascript'].includes(type);
    })
    .map(([, , body = '']) => body);
}

const sha256Source = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Problems of one CSP. `backendOrigins`: the origins the run configured for the backend and its
 * files (harness: the mock's upstream); undefined (an external site) accepts any plain origins
 * there, as long as the same ones appear in exactly the three backend directives.
 * `inlineScripts`: the inline scripts of the answer itself (a rendered page hands its data over
 * inline): its script-src may allow exactly those, each by its sha256 hash, and nothing else
 * inline; an answer without any may allow no inline script at all.
 */
function cspProblems(
  csp: string,
  backendOrigins?: string[],
  inlineScripts: string[] = [],
): string[] {
  const problems: string[] = [];
  const directives = new Map<string, string[]>();
  for (const entry of csp.split(';')) {
    const [name, ...sources] = entry.trim().split(/\s+/);
    if (!name) continue;
    if (directives.has(name)) problems.push(`${name} given twice`);
    directives.set(name.toLowerCase(), sources);
  }
  const exactly = (name: string, expected: string[]) => {
    const got = directives.get(name);
    if (!got || got.join(' ') !== expected.join(' ')) {
      problems.push(
        `${name} is "${got?.join(' ') ?? '(missing)'}", expected "${expected.join(' ')}"`,
      );
    }
  };
  exactly('default-src', ["'self'"]);
  exactly('object-src', ["'none'"]);
  exactly('base-uri', ["'self'"]);
  exactly('form-action', ["'self'"]);
  exactly('frame-ancestors', ["'self'"]);

  const scripts = directives.get('script-src') ?? [];
  if (!scripts.includes("'self'")) problems.push("script-src lacks 'self'");
  const pageHashes = new Set(inlineScripts.map(sha256Source));
  for (const source of scripts) {
    if (source !== "'self'" && !SCRIPT_HOSTS.includes(source) && !pageHashes.has(source)) {
      problems.push(`script-src allows ${source}`);
    }
  }
  for (const hash of pageHashes) {
    if (!scripts.includes(hash))
      problems.push(`an inline script of the page is not allowed (${hash})`);
  }
  for (const source of directives.get('frame-src') ?? ["'self'"]) {
    if (!MAP_HOSTS.includes(source)) problems.push(`frame-src allows ${source}`);
  }
  const backendSets = BACKEND_DIRECTIVES.map((name) =>
    (directives.get(name) ?? [])
      .filter((source) => PLAIN_ORIGIN.test(source))
      .filter((source) => ![...TRANSLATION_HOSTS, ...MAP_HOSTS].includes(source))
      .sort()
      .join(' '),
  );
  if (new Set(backendSets).size !== 1) {
    problems.push(
      `the backend origins differ between ${BACKEND_DIRECTIVES.join(', ')}: ${backendSets.join(' | ')}`,
    );
  }
  const backend = (backendSets[0] ?? '').split(' ').filter(Boolean);
  if (backendOrigins && backend.join(' ') !== [...backendOrigins].sort().join(' ')) {
    problems.push(
      `backend origins are "${backend.join(' ')}", expected "${backendOrigins.join(' ')}"`,
    );
  }
  for (const [name, sources] of directives) {
    for (const source of sources) {
      if (BACKEND_DIRECTIVES.includes(name) && backend.includes(source)) continue;
      if (source === "'unsafe-inline'" && name === 'style-src') continue; // the translate widget
      if (name === 'script-src' && pageHashes.has(source)) continue; // checked above
      if (KEYWORDS_ALLOWED.has(source)) continue;
      if (source.startsWith("'")) problems.push(`${name} has ${source}`);
      else if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) {
        if (!(SCHEMES_ALLOWED[name] ?? []).includes(source))
          problems.push(`${name} allows ${source}`);
      } else if (![...TRANSLATION_HOSTS, ...MAP_HOSTS].includes(source)) {
        problems.push(`${name} allows the host ${source}`);
      }
    }
  }
  return problems;
}

/**
 * Every problem with the security headers of one answer ([] = all present, once, as required).
 * A rendered page's CSP may allow its own inline scripts (in this very body) by hash, nothing else.
 */
function headerProblems(answer: RawAnswer, backendOrigins?: string[]): string[] {
  const problems: string[] = [];
  const single = (name: string, check: (value: string) => boolean, want: string) => {
    const values = one(answer, name);
    if (values.length !== 1) problems.push(`${name} sent ${values.length} times`);
    else if (!check(values[0]!)) problems.push(`${name}: "${values[0]!}" (want ${want})`);
  };
  single('x-content-type-options', (v) => v === 'nosniff', 'nosniff');
  single(
    'referrer-policy',
    (v) =>
      ['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer'].includes(
        v,
      ),
    'a policy that never leaks paths to other sites',
  );
  single(
    'permissions-policy',
    (v) =>
      ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'].every((f) =>
        v.includes(f),
      ),
    'camera, microphone, geolocation, payment and usb off',
  );
  single('x-frame-options', (v) => ['SAMEORIGIN', 'DENY'].includes(v.toUpperCase()), 'SAMEORIGIN');
  const csp = one(answer, 'content-security-policy');
  if (csp.length !== 1) problems.push(`content-security-policy sent ${csp.length} times`);
  else {
    const inline = executableInlineScripts(answer.body);
    problems.push(...cspProblems(csp[0]!, backendOrigins, inline).map((p) => `CSP: ${p}`));
  }
  if (one(answer, 'x-powered-by').length > 0) problems.push('x-powered-by present');
  if (one(answer, 'server').some((value) => /\d/.test(value)))
    problems.push('server version shown');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The backend's request log (harness only): proves what nginx stopped on its own.

function apiLog(harness: HarnessState): string | null {
  return harness.tmpDir ? path.join(harness.tmpDir, 'api.log') : null;
}

/** Waits until a sentinel request shows up in the backend log, then returns the whole log. */
async function backendSaw(harness: HarnessState, baseURL: string): Promise<string | null> {
  const log = apiLog(harness);
  if (!log) return null;
  const sentinel = `sentinel-${randomUUID()}`;
  await raw(baseURL, { path: `/backend/sliders/getSliders?probe=${sentinel}` });
  await expect
    .poll(() => fs.readFileSync(log, 'utf8').includes(sentinel), { timeout: 5000 })
    .toBe(true);
  return fs.readFileSync(log, 'utf8');
}

function uploadsDir(harness: HarnessState): string | null {
  return harness.dataDir ? path.join(harness.dataDir, 'uploads') : null;
}

/** Files in uploads/ and uploads/.tmp (the harness's DATA_DIR), or null for an external site. */
function filesOnDisk(harness: HarnessState): { uploads: string[]; temp: string[] } | null {
  const dir = uploadsDir(harness);
  if (!dir) return null;
  const list = (folder: string) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder, { withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];
  return { uploads: list(dir).sort(), temp: list(path.join(dir, '.tmp')).sort() };
}

async function json(request: APIRequestContext, url: string): Promise<unknown> {
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(200);
  return answer.json();
}

// ---------------------------------------------------------------------------------------------

test.describe('nginx hardening', () => {
  test('@security every kind of answer carries the security headers and the strict CSP', async ({
    request,
    baseURL,
    harness,
  }) => {
    const base = baseURL!;
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length, 'the page links hashed assets').toBeGreaterThan(0);

    const sliders = (await json(request, '/backend/sliders/getSliders')) as { image?: string }[];
    const image = sliders.map((s) => s.image).find(Boolean);
    const brochure = (await json(request, '/backend/api/ebrochure')) as { pdf_file?: string };
    expect(
      image && brochure.pdf_file,
      'the seed has a slider image and a brochure PDF',
    ).toBeTruthy();

    const probes: (RawRequest & { kind: string; status?: number })[] = [
      // pages and static files
      ...['/', '/product/1', '/gallery', '/contact', '/admin', '/admin/sub-category'].map((p) => ({
        kind: 'page',
        path: p,
        status: 200,
      })),
      { kind: 'page', path: '/no-such-page', status: 404 },
      ...['/translate-init.js', '/logo.svg', '/robots.txt', '/sitemap.xml', ...assets].map((p) => ({
        kind: 'static',
        path: p,
        status: 200,
      })),
      { kind: 'static', path: '/assets/missing-0000.js', status: 404 },
      { kind: 'page', path: '/db.json', status: 404 },
      // API answers: success and every kind of error, from the backend and from nginx
      ...[
        '/backend/sliders/getSliders',
        '/backend/api/subcategories',
        '/backend/api/subcategories/1',
        '/backend/gallery/',
        '/backend/api/ebrochure',
      ].map((p) => ({ kind: 'api', path: p, status: 200 })),
      { kind: 'api', path: '/backend/api/subcategories/99999999', status: 404 },
      { kind: 'api', path: '/backend/no/such/route', status: 404 },
      { kind: 'api', method: 'DELETE', path: '/backend/gallery/1', status: 401 },
      {
        kind: 'api',
        method: 'POST',
        path: '/backend/sliders/addSlider',
        headers: { Authorization: 'Bearer not.a.token' },
        status: 401,
      },
      {
        kind: 'api',
        method: 'OPTIONS',
        path: '/backend/sliders/getSliders',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE' },
      },
      {
        kind: 'api (nginx 413)',
        method: 'POST',
        path: '/backend/logAdmin',
        headers: { 'Content-Type': 'application/json' },
        body: { length: 200 * 1024, chunks: () => [Buffer.alloc(200 * 1024, 0x20)] },
        status: 413,
      },
      // uploads
      { kind: 'upload', path: `/backend${image!}`, status: 200 },
      { kind: 'upload', method: 'HEAD', path: `/backend${image!}`, status: 200 },
      { kind: 'upload', path: `/backend${brochure.pdf_file!}`, status: 200 },
      { kind: 'upload', path: '/backend/uploads/missing-0000.png', status: 404 },
      { kind: 'upload', path: '/backend/uploads/x.svg', status: 404 },
      { kind: 'upload', method: 'PUT', path: `/backend${image!}`, status: 403 },
      // nginx's own refusals
      { kind: 'nginx error', path: '/.env', status: 404 },
      // Gone with the renderer (config inline in each page): files that do not exist.
      { kind: 'nginx error', path: '/index.html', status: 404 },
      { kind: 'nginx error', path: '/config.js', status: 404 },
      { kind: 'nginx error', path: '/backend/uploads/x.png%00', status: 400 },
    ];

    const problems: string[] = [];
    let serverErrors = 0;
    for (const probe of probes) {
      const answer = await raw(base, probe);
      if (answer.status >= 500) serverErrors += 1;
      const label = `${probe.kind} ${probe.method ?? 'GET'} ${probe.path} -> ${answer.status}`;
      if (probe.status !== undefined && answer.status !== probe.status) {
        problems.push(`${label}: expected ${probe.status}`);
      }
      problems.push(...headerProblems(answer, harness.backendOrigins).map((p) => `${label}: ${p}`));
    }
    expect(problems, 'security header problems').toEqual([]);
    expect(serverErrors).toBe(0);

    recordFigures({
      section: 'nginx',
      protection:
        "Security headers on every answer (pages, API, uploads, nginx errors): nosniff, referrer and permissions policies, frame-ancestors, CSP of self + translation + map, no 'unsafe-inline' script",
      test: 'e2e nginx-security.spec.ts › every kind of answer carries the security headers and the strict CSP',
      inputs: probes.length,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes: `${probes.filter((p) => p.kind === 'page' || p.kind === 'static').length} pages/static, ${probes.filter((p) => p.kind.startsWith('api')).length} API, ${probes.filter((p) => p.kind === 'upload').length} uploads, ${probes.filter((p) => p.kind === 'nginx error').length} nginx errors; each header exactly once`,
    });
  });

  test('@security uploads: PDFs download as attachments, only image/PDF types, never sniffed', async ({
    request,
    baseURL,
    harness,
  }) => {
    const base = baseURL!;
    const brochure = (await json(request, '/backend/api/ebrochure')) as {
      pdf_file?: string;
      cover_image?: string;
    };
    const pdf = await raw(base, { path: `/backend${brochure.pdf_file!}` });
    expect(pdf.status).toBe(200);
    expect(one(pdf, 'content-type')).toEqual([expect.stringMatching(/^application\/pdf/)]);
    expect(one(pdf, 'content-disposition')).toEqual([expect.stringMatching(/^attachment\b/)]);
    expect(one(pdf, 'x-content-type-options')).toEqual(['nosniff']);
    expect(pdf.body.startsWith('%PDF-')).toBe(true);

    const cover = await raw(base, { path: `/backend${brochure.cover_image!}` });
    expect(cover.status).toBe(200);
    expect(one(cover, 'content-type')).toEqual([expect.stringMatching(/^image\/(jpeg|png|gif)/)]);
    expect(one(cover, 'content-disposition').filter(Boolean)).toEqual([]);
    let inputs = 2;

    // Files planted straight into uploads/ (as a bug or an attacker might leave them): only the
    // allowed extensions are ever served, and HTML inside a .png is served as image/png + nosniff.
    const dir = uploadsDir(harness);
    test.skip(!dir, 'planting files needs the backend DATA_DIR (harness, or E2E_DATA_DIR)');
    const stem = `planted-${randomUUID()}`;
    const html = '<html><script>window.__planted=1</script></html>';
    const planted: Record<string, string> = {
      [`${stem}.html`]: html,
      [`${stem}.htm`]: html,
      [`${stem}.svg`]: `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`,
      [`${stem}.js`]: 'alert(1)',
      [`${stem}.json`]: '{"secret":true}',
      [`${stem}.txt`]: 'secret',
      [`${stem}.xml`]: '<x/>',
      [stem]: html,
      [`${stem}.png`]: html,
    };
    const written = Object.keys(planted).map((name) => path.join(dir!, name));
    try {
      for (const [name, content] of Object.entries(planted)) {
        fs.writeFileSync(path.join(dir!, name), content);
      }
      const refused: string[] = [];
      for (const name of Object.keys(planted)) {
        const id = randomUUID();
        const answer = await raw(base, { path: `/backend/uploads/${name}?probe=${id}` });
        inputs += 1;
        if (name.endsWith('.png')) {
          expect.soft(answer.status, name).toBe(200);
          expect
            .soft(one(answer, 'content-type'), name)
            .toEqual([expect.stringMatching(/^image\/png/)]);
          expect.soft(one(answer, 'x-content-type-options'), name).toEqual(['nosniff']);
        } else {
          expect.soft(answer.status, name).toBe(404);
          expect.soft(answer.body, name).not.toContain('secret');
          expect.soft(answer.body, name).not.toContain('__planted');
          refused.push(id);
        }
      }
      // nginx refuses the other types itself (the backend's own guard is a second line).
      const log = await backendSaw(harness, base);
      expect(
        refused.filter((id) => log?.includes(id)),
        'requests nginx let through',
      ).toEqual([]);
    } finally {
      for (const file of written) fs.rmSync(file, { force: true });
    }

    recordFigures({
      section: 'nginx',
      protection:
        'Uploads: PDFs as attachments, only jpeg/png/gif/pdf served, fixed Content-Type + nosniff',
      test: 'e2e nginx-security.spec.ts › uploads: PDFs download as attachments, only image/PDF types, never sniffed',
      inputs,
      serverErrors: 0,
      filesLeft: written.filter((file) => fs.existsSync(file)).length,
      writesLost: 0,
      notes: `${Object.keys(planted).length - 1} planted non-image files (html, svg, js, json, ...) all 404; HTML inside a .png served as image/png with nosniff`,
    });
  });

  test('@security traversal, dotfiles, db.json, temp files and listings are unreachable', async ({
    baseURL,
    harness,
  }) => {
    const base = baseURL!;
    const dir = uploadsDir(harness);
    const db = harness.dataDir
      ? fs.readFileSync(path.join(harness.dataDir, 'db.json'), 'utf8')
      : null;
    // Real files to find: a copy of db.json, a dotfile, a multer temp file and editor leftovers.
    const stem = randomUUID();
    const secret = `planted-secret-${stem}`;
    const plantedNames = [
      'db.json',
      `.${stem}.png`,
      `.tmp/${stem}.png`,
      `${stem}.png.tmp`,
      `${stem}.png~`,
      `${stem}.png.swp`,
      `${stem}.png.bak`,
      `${stem}.lock`,
      '.env',
    ];
    const planted: string[] = [];
    if (dir) {
      fs.mkdirSync(path.join(dir, '.tmp'), { recursive: true });
      for (const name of plantedNames) {
        const file = path.join(dir, name);
        if (fs.existsSync(file)) continue; // never overwrite a real file
        fs.writeFileSync(file, secret);
        planted.push(file);
      }
    }

    // [path, reaches the backend?]: most are stopped by nginx itself, the rest get the API's 404.
    const probes: [string, boolean][] = [
      // dot-segment and encoded traversal (nginx resolves them before matching)
      ['/backend/../db.json', false],
      ['/backend/..%2fdb.json', false],
      ['/backend/%2e%2e/db.json', false],
      ['/backend/%2E%2E%2Fdb.json', false],
      ['/backend/uploads/../db.json', false],
      ['/backend/uploads/%2e%2e/db.json', false],
      ['/backend/uploads/..%2fdb.json', false],
      ['/backend/uploads/%2e%2e%2fdb.json', false],
      ['/backend/uploads/%2e%2e%2f%2e%2e%2fdb.json', false],
      ['/backend/uploads/..%5cdb.json', false],
      ['/backend/uploads/....//db.json', false],
      ['/backend//uploads//../../db.json', false],
      ['/backend/uploads/%252e%252e%252fdb.json', false],
      ['/backend/uploads/../db.json.bak', false],
      ['/backend/uploads/%2e%2e/db.lock', false],
      ['/backend/uploads/%2e%2e/.jwt-secret', false],
      ['/backend/%2e%2e/%2e%2e/etc/passwd', false],
      // db.json by name, anywhere
      ['/db.json', false],
      ['/backend/db.json', false],
      ['/backend/uploads/db.json', false],
      ['/backend/uploads/DB.JSON', false],
      ['/backend/api/db.json', false],
      // dotfiles
      ['/.env', false],
      ['/.git/config', false],
      ['/.git/HEAD', false],
      ['/backend/.env', false],
      ['/backend/uploads/.env', false],
      ['/backend/uploads/.x', false],
      [`/backend/uploads/.${stem}.png`, false],
      [`/backend/uploads/%2e${stem}.png`, false],
      // temp files and leftovers
      [`/backend/uploads/.tmp/${stem}.png`, false],
      [`/backend/uploads/%2etmp/${stem}.png`, false],
      [`/backend/uploads/${stem}.png.tmp`, false],
      [`/backend/uploads/${stem}.png~`, false],
      [`/backend/uploads/${stem}.png.swp`, false],
      [`/backend/uploads/${stem}.png.bak`, false],
      [`/backend/uploads/${stem}.lock`, false],
      ['/index.html.bak', false],
      ['/index.html~', false],
      // a missing file is a real 404, never a page (only extension-less paths are routes)
      ['/package.json', false],
      ['/backend/uploads/%2e%2e%2f%2e%2e%2fpackage.json', false],
      ['/server.js.map', false],
      ['/wp-login.php', false],
      // directory listings
      ['/backend/uploads/', false],
      ['/backend/uploads/.tmp/', false],
      ['/assets/', false],
      // an extension-less path is a page: the renderer's not-found page (404), never a listing
      ['/assets', false],
      ['/backend/', true],
      ['/backend/uploads/%2e%2e/', true],
    ];
    // Without the trailing slash nginx redirects to the slash form (followed: the listing is 404).
    const redirects = ['/backend/uploads'];

    const problems: string[] = [];
    let serverErrors = 0;
    const seen: { probe: string; id: string; reaches: boolean }[] = [];
    const check = (label: string, answer: RawAnswer, probePath = label) => {
      if (answer.status >= 500) serverErrors += 1;
      if (![400, 403, 404].includes(answer.status))
        problems.push(`${label}: status ${answer.status}`);
      if (answer.body.includes(secret)) problems.push(`${label}: served a planted file`);
      if (db && answer.body.includes(db.slice(0, 80))) problems.push(`${label}: served db.json`);
      if (/"subcategories"\s*:/.test(answer.body)) problems.push(`${label}: served the store`);
      // A path with an extension is a file or nothing: never a rendered page (only pages go
      // through nginx's page cache and carry its X-Cache-Status).
      if (/\.[^/]*$/.test(probePath) && one(answer, 'x-cache-status').length > 0)
        problems.push(`${label}: answered with a rendered page`);
      // (A rendered page names its own images, e.g. og:image: only "Index of" tells there.)
      const rendered = one(answer, 'x-cache-status').length > 0;
      if (/Index of/.test(answer.body) || (!rendered && /\.png"|\.jpg"/.test(answer.body)))
        problems.push(`${label}: directory listing`);
      problems.push(...headerProblems(answer, harness.backendOrigins).map((p) => `${label}: ${p}`));
    };
    try {
      for (const [probe, reaches] of probes) {
        const id = randomUUID();
        seen.push({ probe, id, reaches });
        check(probe, await raw(base, { path: `${probe}?probe=${id}` }));
      }
      for (const probe of redirects) {
        const first = await raw(base, { path: probe });
        expect.soft(first.status, probe).toBe(301);
        const location = new URL(one(first, 'location')[0] ?? '', base);
        expect.soft(location.origin, `${probe} redirects on the site`).toBe(new URL(base).origin);
        expect.soft(location.pathname).toBe(`${probe}/`);
        check(
          `${probe} -> ${location.pathname}`,
          await raw(base, { path: location.pathname }),
          location.pathname,
        );
      }
      // nginx stopped them on its own: the backend never saw those requests.
      const log = await backendSaw(harness, base);
      if (log) {
        for (const { probe, id, reaches } of seen) {
          if (!reaches && log.includes(id)) problems.push(`${probe}: reached the backend`);
        }
      }
    } finally {
      for (const file of planted) fs.rmSync(file, { force: true });
    }
    expect(problems, 'paths that must stay unreachable').toEqual([]);
    expect(serverErrors).toBe(0);

    recordFigures({
      section: 'nginx',
      protection:
        'Traversal (/backend/../, %2e%2e, %2f), dotfiles, db.json, temp files and directory listings unreachable',
      test: 'e2e nginx-security.spec.ts › traversal, dotfiles, db.json, temp files and listings are unreachable',
      inputs: probes.length + redirects.length * 2,
      serverErrors,
      filesLeft: planted.filter((file) => fs.existsSync(file)).length,
      writesLost: 0,
      notes: `all 400/403/404 with the headers; ${planted.length} real files planted (db.json copy, dotfile, .tmp, ~, .swp, .bak, .lock, .env) never served; ${seen.filter((s) => !s.reaches).length} refused by nginx before the backend`,
    });
  });

  test('@security body limits per route: one byte over -> 413 JSON from nginx, at the limit the backend answers', async ({
    request,
    baseURL,
    harness,
  }) => {
    test.setTimeout(60_000);
    const base = baseURL!;
    const token = await adminToken(request, harness);
    const auth = { Authorization: `Bearer ${token}` };
    const gallery = (await json(request, '/backend/gallery/')) as { id: number }[];
    expect(gallery.length, 'the seed has gallery images').toBeGreaterThan(0);
    const sliders = (await json(request, '/backend/sliders/getSliders')) as { id: number }[];
    expect(sliders.length, 'the seed has sliders').toBeGreaterThan(0);

    // Largest legitimate request per route (contract limits + generous multipart overhead): the
    // nginx limit must leave room for it, or the owner could not upload what the spec allows.
    const overhead = 64 * 1024;
    const routes = [
      {
        name: 'slider create (image)',
        method: 'POST',
        path: '/backend/sliders/addSlider',
        limit: 11 * MIB,
        largestValid: IMAGE_MAX_BYTES + 4 * 16 * 1024 + overhead,
        part: { field: 'image', filename: 'big.png', mime: 'image/png' },
        chunked: true,
      },
      {
        name: 'slider update (image)',
        method: 'PUT',
        path: `/backend/sliders/updateSlider/${sliders[0]!.id}`,
        limit: 11 * MIB,
        largestValid: IMAGE_MAX_BYTES + 4 * 16 * 1024 + overhead,
        part: { field: 'image', filename: 'big.png', mime: 'image/png' },
        chunked: false,
      },
      {
        name: 'gallery upload (images)',
        method: 'POST',
        path: '/backend/gallery/upload',
        limit: 201 * MIB,
        largestValid: MAX_GALLERY_FILES_PER_UPLOAD * (IMAGE_MAX_BYTES + 512) + overhead,
        part: { field: 'images', filename: 'big.png', mime: 'image/png' },
        chunked: false,
      },
      {
        name: 'gallery replace (image)',
        method: 'PUT',
        path: `/backend/gallery/${gallery[0]!.id}`,
        limit: 11 * MIB,
        largestValid: IMAGE_MAX_BYTES + overhead,
        part: { field: 'images', filename: 'big.png', mime: 'image/png' },
        chunked: false,
      },
      {
        name: 'brochure (PDF + cover)',
        method: 'POST',
        path: '/backend/api/ebrochure',
        limit: 31 * MIB,
        largestValid: PDF_MAX_BYTES + IMAGE_MAX_BYTES + overhead,
        part: { field: 'pdf_file', filename: 'big.pdf', mime: 'application/pdf' },
        chunked: true,
      },
      {
        name: 'product create (7 images + description)',
        method: 'POST',
        path: '/backend/api/subcategories',
        limit: 71 * MIB,
        // Description: at most productDescription UTF-16 units, 3 bytes each in UTF-8.
        largestValid:
          (1 + SUB_IMAGE_SLOTS.length) * (IMAGE_MAX_BYTES + 512) +
          3 * TEXT_LIMITS.productDescription +
          3 * TEXT_LIMITS.productTitle +
          SUB_IMAGE_SLOTS.length * 2200 +
          overhead,
        part: { field: 'image', filename: 'big.png', mime: 'image/png' },
        chunked: false,
      },
      {
        name: 'quote request (5 drawings + JSON)',
        method: 'POST',
        path: '/backend/api/quote',
        limit: 101 * MIB,
        largestValid:
          QUOTE_LIMITS.maxDrawings * (QUOTE_LIMITS.drawingMaxBytes + 512) +
          TEXT_FIELD_MAX_BYTES.quote +
          overhead,
        part: { field: 'drawings', filename: 'big.pdf', mime: 'application/pdf' },
        chunked: true,
      },
    ];

    const state = async () =>
      JSON.stringify(
        await Promise.all(
          [
            '/backend/sliders/getSliders',
            '/backend/gallery/',
            '/backend/api/ebrochure',
            '/backend/api/subcategories',
          ].map((url) => json(request, url)),
        ),
      );
    const before = await state();
    const diskBefore = filesOnDisk(harness);

    const NGINX_TOO_LARGE = 'The request body is too large.';
    const problems: string[] = [];
    const reached: { label: string; id: string; expected: boolean }[] = [];
    let inputs = 0;
    let serverErrors = 0;
    const send = async (
      label: string,
      route: (typeof routes)[number],
      size: number,
      chunked: boolean,
    ) => {
      const body = multipartOfSize(size, route.part);
      const id = randomUUID();
      inputs += 1;
      const answer = await raw(base, {
        method: route.method,
        path: `${route.path}?probe=${id}`,
        headers: { ...auth, 'Content-Type': body.contentType },
        body: { chunks: body.chunks, length: chunked ? 'chunked' : body.length },
      });
      if (answer.status >= 500) serverErrors += 1;
      return { answer, id, label };
    };

    for (const route of routes) {
      expect
        .soft(route.largestValid, `${route.name}: the largest valid request fits`)
        .toBeLessThanOrEqual(route.limit);
      const variants = route.chunked ? [false, true] : [false];
      for (const chunked of variants) {
        const how = chunked ? ' (chunked)' : '';
        const over = await send(`${route.name}: limit + 1${how}`, route, route.limit + 1, chunked);
        reached.push({ label: over.label, id: over.id, expected: false });
        if (over.answer.status !== 413) problems.push(`${over.label}: ${over.answer.status}`);
        if (!/^application\/json/.test(one(over.answer, 'content-type')[0] ?? '')) {
          problems.push(`${over.label}: not JSON`);
        } else if (!over.answer.body.includes(NGINX_TOO_LARGE)) {
          problems.push(`${over.label}: not nginx's answer: ${over.answer.body}`);
        } else {
          expect
            .soft(JSON.parse(over.answer.body))
            .toEqual({ success: false, error: NGINX_TOO_LARGE });
        }
        problems.push(
          ...headerProblems(over.answer, harness.backendOrigins).map((p) => `${over.label}: ${p}`),
        );

        const at = await send(`${route.name}: at the limit${how}`, route, route.limit, chunked);
        reached.push({ label: at.label, id: at.id, expected: true });
        // The backend decides (its own 4xx: the file is over 10/20 MB), never nginx's 413.
        if (at.answer.status < 400 || at.answer.status >= 500) {
          problems.push(`${at.label}: ${at.answer.status}`);
        }
        if (at.answer.body.includes(NGINX_TOO_LARGE))
          problems.push(`${at.label}: refused by nginx`);
      }
    }

    const log = await backendSaw(harness, base);
    if (log) {
      for (const { label, id, expected } of reached) {
        if (log.includes(id) !== expected) {
          problems.push(`${label}: ${expected ? 'never reached' : 'reached'} the backend`);
        }
      }
    }
    expect(problems, 'body limit problems').toEqual([]);
    expect(serverErrors).toBe(0);

    // Nothing was stored: the API lists and the files on disk are unchanged, no temp file left.
    expect(await state(), 'no slider, gallery image, brochure or product changed').toBe(before);
    const diskAfter = filesOnDisk(harness);
    let filesLeft = 0;
    if (diskBefore && diskAfter) {
      await expect.poll(() => filesOnDisk(harness)?.temp ?? [], { timeout: 5000 }).toEqual([]);
      filesLeft =
        diskAfter.uploads.filter((name) => !diskBefore.uploads.includes(name)).length +
        diskAfter.temp.length;
      expect(diskAfter.uploads).toEqual(diskBefore.uploads);
    }

    recordFigures({
      section: 'nginx',
      protection:
        'client_max_body_size per location (11m image, 31m brochure, 201m gallery, 71m product, 101m quote): limit + 1 byte -> 413 JSON, nothing stored; at the limit the backend answers',
      test: 'e2e nginx-security.spec.ts › body limits per route',
      inputs,
      serverErrors,
      filesLeft,
      writesLost: 0,
      notes: `${routes.length} routes, Content-Length and chunked; ${reached.filter((r) => !r.expected).length} over-limit requests never reached the backend; ${Math.round(routes.reduce((sum, r) => sum + r.limit * (r.chunked ? 2 : 1), 0) / MIB)} MiB streamed at the limits`,
    });
  });
});
