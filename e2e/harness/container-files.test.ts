import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_DOCKERFILE,
  apiImageProblems,
  assembleImageFiles,
  dockerIgnoreMatcher,
  dockerStage,
  FRONTEND_DOCKERFILE,
  importedPackages,
  linkNodeModules,
  parseCopyLines,
  rendererImageProblems,
  typeScriptFiles,
} from './container-files.ts';
import { E2E_DIR, FRONTEND_SERVER_BUILD, REPO_ROOT } from './paths.ts';

/**
 * The guard of the container run (issue 14), without Docker: the files the e2e image receives
 * (its COPY lines, minus .dockerignore) are assembled in a temp folder and every spec must load
 * there (`playwright test --list`), finding the same tests as in the repository.
 */

const PLAYWRIGHT_CLI = createRequire(path.join(E2E_DIR, 'package.json')).resolve(
  '@playwright/test/cli',
);

function listTests(cwd: string): { status: number | null; output: string; total: string | null } {
  const result = spawnSync(process.execPath, [PLAYWRIGHT_CLI, 'test', '--list'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0' },
  });
  const output = `${result.stdout}${result.stderr}`;
  return { status: result.status, output, total: /^Total: .*$/m.exec(output)?.[0] ?? null };
}

function packageNames(file: string, fields: string[]): string[] {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return fields.flatMap((field) => {
    const deps = manifest[field];
    return typeof deps === 'object' && deps !== null ? Object.keys(deps) : [];
  });
}

describe('the e2e image gets every file its specs need', () => {
  let tmp = '';
  let appDir = '';

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-e2e-image-'));
    appDir = path.join(tmp, 'app');
    assembleImageFiles(appDir);
    linkNodeModules(appDir);
  });
  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('reads the COPY lines and .dockerignore as Docker does', () => {
    expect(parseCopyLines('FROM x\nCOPY --chown=1:1 a b dest/\nCOPY --from=build /x y\n')).toEqual([
      { sources: ['a', 'b'], destination: 'dest/' },
    ]);
    const ignored = dockerIgnoreMatcher(
      '**/node_modules\ne2e/test-results\n.env.*\n!.env.example\n',
    );
    expect(ignored('e2e/node_modules/x/y.js')).toBe(true);
    expect(ignored('node_modules')).toBe(true);
    expect(ignored('e2e/test-results/a.png')).toBe(true);
    expect(ignored('.env.local')).toBe(true);
    expect(ignored('.env.example')).toBe(false);
    expect(ignored('e2e/tests/home.spec.ts')).toBe(false);
  });

  it('imports only packages the image installs (npm ci -w e2e)', () => {
    const installed = new Set([
      '@gear/contract',
      ...packageNames(path.join(E2E_DIR, 'package.json'), ['dependencies', 'devDependencies']),
      ...packageNames(path.join(REPO_ROOT, 'contract', 'package.json'), ['dependencies']),
    ]);
    const missing = typeScriptFiles(appDir).flatMap((file) =>
      importedPackages(fs.readFileSync(file, 'utf8'))
        .filter((name) => !installed.has(name))
        .map((name) => `${path.relative(appDir, file)} imports ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('loads every spec there, the same tests as in the repository', () => {
    const image = listTests(path.join(appDir, 'e2e'));
    expect(image.status, image.output.slice(-3000)).toBe(0);
    const repository = listTests(E2E_DIR);
    expect(repository.status, repository.output.slice(-3000)).toBe(0);
    expect(image.total).not.toBeNull();
    expect(image.total).toBe(repository.total);
  });
});

describe('the renderer image gets every file and package the site server needs', () => {
  let tmp = '';
  let appDir = '';

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-renderer-image-'));
    appDir = path.join(tmp, 'app');
    assembleImageFiles(appDir, { dockerfile: FRONTEND_DOCKERFILE, stage: 'renderer' });
  });
  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('reads one stage of a multi-stage Dockerfile', () => {
    const dockerfile =
      'FROM a AS build\nCOPY x y\nFROM b AS renderer\nCOPY --from=build /o o\nCOPY s/ s/\nFROM c AS web\nCOPY w w\n';
    expect(parseCopyLines(dockerStage(dockerfile, 'renderer'))).toEqual([
      { sources: ['s/'], destination: 's/' },
    ]);
    expect(() => dockerStage(dockerfile, 'nope')).toThrow(/no stage/);
  });

  it('finds every import, nginx file and package of frontend/server (and of the server build when built)', () => {
    console.log(
      `[container-files] server build ${fs.existsSync(FRONTEND_SERVER_BUILD) ? 'checked too' : 'not built: only frontend/server checked'}`,
    );
    expect(rendererImageProblems(appDir)).toEqual([]);
  });

  it('keeps the layout the server resolves its files by (frontend/server beside ../../nginx)', () => {
    for (const file of [
      'frontend/server/index.ts',
      'frontend/package.json',
      'nginx/snippets/security-headers.conf',
      'nginx/templates/default.conf.template',
      'contract/package.json',
    ]) {
      expect.soft(fs.existsSync(path.join(appDir, file)), file).toBe(true);
    }
  });
});

describe('the API image gets every file and package the mock needs at run time', () => {
  let tmp = '';
  let appDir = '';

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-api-image-'));
    appDir = path.join(tmp, 'app');
    assembleImageFiles(appDir, { dockerfile: API_DOCKERFILE });
  });
  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('finds every import of the mock and its seed, and every shipped seed file', () => {
    expect(apiImageProblems(appDir)).toEqual([]);
  });

  it('would report a runtime import of the picture tools or of pdfkit', () => {
    const seed = path.join(appDir, 'mock-backend', 'src', 'seed', 'build-seed.ts');
    const original = fs.readFileSync(seed, 'utf8');
    try {
      fs.writeFileSync(
        seed,
        `import PDFDocument from 'pdfkit';\nimport { renderSeed } from '../../../tools/pictures/src/render-seed.ts';\n${original}`,
      );
      expect(apiImageProblems(appDir)).toEqual([
        'mock-backend/src/seed/build-seed.ts imports pdfkit, not a production dependency of the mock',
        'mock-backend/src/seed/build-seed.ts imports ../../../tools/pictures/src/render-seed.ts, not in the image',
      ]);
    } finally {
      fs.writeFileSync(seed, original);
    }
  });
});
