import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { E2E_DIR, REPO_ROOT } from './paths.ts';

/**
 * What the e2e image (e2e/Dockerfile) receives, rebuilt in a folder without Docker, so `npm test`
 * can prove every spec loads there (issue 14: the container run broke on files the image lacked).
 * Read from the Dockerfile's own COPY lines and .dockerignore, never from a second list.
 */

export const E2E_DOCKERFILE = path.join(E2E_DIR, 'Dockerfile');

/** One `COPY <src>... <dest>` of the Dockerfile (flags dropped; `--from` stages are not ours). */
export interface CopyLine {
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
 * ending in '/', minus .dockerignore.
 */
export function assembleImageFiles(appDir: string): void {
  const copies = parseCopyLines(fs.readFileSync(E2E_DOCKERFILE, 'utf8'));
  const ignored = dockerIgnoreMatcher(
    fs.readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8'),
  );
  for (const { sources, destination } of copies) {
    for (const source of sources) {
      const from = path.join(REPO_ROOT, source);
      if (!fs.existsSync(from))
        throw new Error(`e2e/Dockerfile copies ${source}, which does not exist`);
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
