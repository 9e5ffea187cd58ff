import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { E2E_DIR, FRONTEND_SERVER_BUILD, REPO_ROOT } from './paths.ts';

/**
 * What the e2e image (e2e/Dockerfile) and the renderer image (frontend/Dockerfile, target
 * renderer) receive, rebuilt in a folder without Docker, so `npm test` can prove every spec loads
 * there and the site server finds every file and package it imports (issue 14: the container run
 * broke on files the image lacked). Read from the Dockerfiles' own COPY lines and .dockerignore,
 * never from a second list.
 */

const E2E_DOCKERFILE = path.join(E2E_DIR, 'Dockerfile');
export const FRONTEND_DOCKERFILE = path.join(REPO_ROOT, 'frontend', 'Dockerfile');
export const API_DOCKERFILE = path.join(REPO_ROOT, 'mock-backend', 'Dockerfile');

/** The lines of one stage (`FROM image AS name` up to the next FROM) of a multi-stage Dockerfile. */
export function dockerStage(dockerfile: string, name: string): string {
  const lines = dockerfile.split(/\r?\n/);
  const start = lines.findIndex((line) =>
    new RegExp(`^FROM\\s+\\S+\\s+AS\\s+${name}\\s*$`, 'i').test(line.trim()),
  );
  if (start === -1) throw new Error(`no stage "${name}" in the Dockerfile`);
  const end = lines.findIndex((line, index) => index > start && /^FROM\s/i.test(line.trim()));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

/** One `COPY <src>... <dest>` of the Dockerfile (flags dropped; `--from` stages are not ours). */
interface CopyLine {
  sources: string[];
  destination: string;
}

export function parseCopyLines(dockerfile: string): CopyLine[] {
  const joined = dockerfile.replace(/\\\r?\n/g, ' ');
  const lines: CopyLine[] = [];
  for (const raw of joined.split(/\r?\n/)) {
    const words = raw.trim().split(/\s+/);
    if (words[0]?.toUpperCase() !== 'COPY') continue;
    const args = words.slice(1);
    if (args.some((word) => word.startsWith('--from'))) continue;
    const paths = args.filter((word) => !word.startsWith('--'));
    const destination = paths.pop();
    if (!destination || paths.length === 0) throw new Error(`cannot read: ${raw.trim()}`);
    lines.push({ sources: paths, destination });
  }
  return lines;
}

/** .dockerignore as a matcher (`**`, `*`, `!` exceptions; the last matching line wins). */
export function dockerIgnoreMatcher(dockerignore: string): (relative: string) => boolean {
  const rules = dockerignore
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      // A matched folder excludes everything inside it.
      return { negated, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (relative) => {
    let ignored = false;
    for (const rule of rules) if (rule.regex.test(relative)) ignored = !rule.negated;
    return ignored;
  };
}

function copyInto(
  source: string,
  target: string,
  relative: string,
  ignored: (p: string) => boolean,
) {
  if (ignored(relative)) return;
  const stat = fs.statSync(source);
  if (stat.isDirectory()) {
    fs.mkdirSync(target, { recursive: true });
    for (const entry of fs.readdirSync(source)) {
      copyInto(path.join(source, entry), path.join(target, entry), `${relative}/${entry}`, ignored);
    }
  } else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
  }
}

/**
 * Copies what the Dockerfile's COPY lines take from the repository into `appDir` (the image's
 * WORKDIR), as Docker would: a folder's contents into the destination, a file into a destination
 * ending in '/', minus .dockerignore. `stage`: only that stage's lines (COPY --from is skipped:
 * what an earlier stage builds is not in the repository).
 */
export function assembleImageFiles(
  appDir: string,
  options: { dockerfile?: string; stage?: string } = {},
): void {
  const dockerfile = fs.readFileSync(options.dockerfile ?? E2E_DOCKERFILE, 'utf8');
  const copies = parseCopyLines(
    options.stage === undefined ? dockerfile : dockerStage(dockerfile, options.stage),
  );
  const ignored = dockerIgnoreMatcher(
    fs.readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8'),
  );
  for (const { sources, destination } of copies) {
    for (const source of sources) {
      const from = path.join(REPO_ROOT, source);
      if (!fs.existsSync(from))
        throw new Error(`the Dockerfile copies ${source}, which does not exist`);
      const relative = source.replace(/\/+$/, '');
      const isDir = fs.statSync(from).isDirectory();
      const to =
        isDir || !destination.endsWith('/')
          ? path.join(appDir, destination)
          : path.join(appDir, destination, path.basename(source));
      copyInto(from, to, relative, ignored);
    }
  }
}

/**
 * node_modules for the assembled folder: the repository's installed packages, but the workspace
 * package the image installs (@gear/contract) points at the assembled copy, and no other
 * workspace (frontend, mock-backend) is there, as after `npm ci -w e2e`.
 */
export function linkNodeModules(appDir: string): void {
  const source = path.join(REPO_ROOT, 'node_modules');
  const target = path.join(appDir, 'node_modules');
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source)) {
    if (entry === '@gear') continue;
    fs.symlinkSync(path.join(source, entry), path.join(target, entry));
  }
  fs.mkdirSync(path.join(target, '@gear'));
  fs.symlinkSync(path.join(appDir, 'contract'), path.join(target, '@gear', 'contract'));
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** The packages (not relative files, not node: built-ins) that a TypeScript file imports. */
export function importedPackages(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) continue;
    if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!))
      continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return [...names];
}

/** Every .ts file under `dir` (node_modules excluded). */
export function typeScriptFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

/** Packages a production install of these workspaces has (`npm ci --omit=dev -w ...`): their own. */
function productionDependencies(workspaces: string[]): Set<string> {
  const names = new Set<string>();
  for (const workspace of workspaces) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, workspace, 'package.json'), 'utf8'),
    ) as { name?: unknown; dependencies?: Record<string, string> };
    if (typeof manifest.name === 'string') names.add(manifest.name);
    for (const name of Object.keys(manifest.dependencies ?? {})) names.add(name);
  }
  return names;
}

const VALUE_IMPORT =
  /^\s*import\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*export\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm;
const BUNDLE_IMPORT =
  /(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return null;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

function jsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Packages the site server's development mode imports (Vite's dev middleware, `npm run dev`): the
 * image runs NODE_ENV=production, which never loads them.
 */
const RENDERER_DEV_ONLY_PACKAGES = new Set(['vite']);

/**
 * What the renderer image would lack, given its files assembled in `appDir`
 * (assembleImageFiles(appDir, { dockerfile: FRONTEND_DOCKERFILE, stage: 'renderer' })):
 * - a relative import of frontend/server that is not there, or a file it reads from nginx/;
 * - a package the server or the server build imports that `npm ci --omit=dev -w frontend -w
 *   contract` does not install (the build is checked when frontend/build/server exists: it is
 *   copied from the build stage, not from the repository).
 * [] = nothing missing.
 */
export function rendererImageProblems(appDir: string): string[] {
  const problems: string[] = [];
  const installed = productionDependencies(['frontend', 'contract']);
  if (!installed.has('tsx')) problems.push('tsx (the CMD runs node --import tsx) is not installed');
  const serverDir = path.join(appDir, 'frontend', 'server');
  if (!fs.existsSync(path.join(serverDir, 'index.ts'))) {
    return [...problems, 'frontend/server/index.ts is not in the image'];
  }
  const sources = typeScriptFiles(serverDir).filter((file) => !file.endsWith('.test.ts'));
  for (const file of sources) {
    const source = fs.readFileSync(file, 'utf8');
    const where = path.relative(appDir, file);
    for (const match of source.matchAll(VALUE_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!fs.existsSync(target))
          problems.push(`${where} imports ${specifier}, not in the image`);
        continue;
      }
      const name = packageOf(specifier);
      if (name && !installed.has(name) && !RENDERER_DEV_ONLY_PACKAGES.has(name)) {
        problems.push(`${where} imports ${name}, not a production dependency of frontend/contract`);
      }
    }
    // Files it reads by path relative to itself (nginx's snippet and template).
    for (const match of source.matchAll(/['"]((?:\.\.\/)+nginx\/[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      if (!fs.existsSync(target)) problems.push(`${where} reads ${match[1]!}, not in the image`);
    }
  }
  const buildDir = path.dirname(FRONTEND_SERVER_BUILD);
  for (const file of jsFiles(buildDir)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(BUNDLE_IMPORT)) {
      const name = packageOf(match[1] ?? match[2] ?? '');
      if (name && !installed.has(name)) {
        problems.push(
          `the server build (${path.relative(REPO_ROOT, file)}) imports ${name}, not a production dependency of frontend/contract`,
        );
      }
    }
  }
  return [...new Set(problems)];
}

/** Where the mock's runtime starts: its CMD, and the seed it imports lazily on a first start. */
const API_ENTRIES = ['mock-backend/src/index.ts', 'mock-backend/src/seed/build-seed.ts'];

/**
 * What the API image would lack, given its files assembled in `appDir`
 * (assembleImageFiles(appDir, { dockerfile: API_DOCKERFILE })): every file the mock's runtime
 * imports (followed from API_ENTRIES, type-only imports aside) must be in the image, every package
 * must be a production dependency of mock-backend or contract (`npm ci --omit=dev`: the picture
 * tools' pdfkit is not), and the shipped seed files must all be there. [] = nothing missing.
 */
export function apiImageProblems(appDir: string): string[] {
  const problems: string[] = [];
  const installed = productionDependencies(['mock-backend', 'contract']);
  if (!installed.has('tsx')) problems.push('tsx (the CMD runs node --import tsx) is not installed');
  const seen = new Set<string>();
  const queue = API_ENTRIES.map((entry) => path.join(appDir, entry));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const where = path.relative(appDir, file);
    if (!fs.existsSync(file)) {
      problems.push(`${where} is not in the image`);
      continue;
    }
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(VALUE_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!target.startsWith(appDir + path.sep) || !fs.existsSync(target)) {
          problems.push(`${where} imports ${specifier}, not in the image`);
        } else if (target.endsWith('.ts')) {
          queue.push(target);
        }
        continue;
      }
      const name = packageOf(specifier);
      if (name && !installed.has(name)) {
        problems.push(`${where} imports ${name}, not a production dependency of the mock`);
      }
    }
  }
  const manifestFile = path.join(appDir, 'mock-backend', 'seed-files', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return [...problems, 'mock-backend/seed-files/manifest.json'];
  const named = [...fs.readFileSync(manifestFile, 'utf8').matchAll(/"(?:file|pdf)": "([^"]+)"/g)];
  for (const [, name] of named) {
    if (!fs.existsSync(path.join(appDir, 'mock-backend', 'seed-files', name!))) {
      problems.push(`the seed file ${name!} is not in the image`);
    }
  }
  if (named.length === 0) problems.push('mock-backend/seed-files/manifest.json names no files');
  return [...new Set(problems)];
}
