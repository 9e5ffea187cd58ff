// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./check-pictures.mjs', import.meta.url));
const IMAGES = fileURLToPath(new URL('../src/assets/images/', import.meta.url));
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

describe('check-pictures (run before every build)', () => {
  it('passes the pictures the site ships', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^check-pictures: \d+ pictures, each at its listed size\.$/m);
  });

  it('fails the build on a replaced picture of the wrong size, a non-WebP or a missing file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
    temps.push(dir);
    mkdirSync(path.join(dir, 'pages'));
    // Right: the real 800×600 picture. Wrong: a 640×360 one where 800×600 is expected.
    copyFileSync(path.join(IMAGES, 'machinery/hobbing.webp'), path.join(dir, 'pages/right.webp'));
    copyFileSync(path.join(IMAGES, 'videos/video-1.webp'), path.join(dir, 'pages/wrong.webp'));
    writeFileSync(
      path.join(dir, 'pages/jpeg.webp'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(40).fill(0)]),
    );
    writeFileSync(
      path.join(dir, 'site-images.ts'),
      [
        "import right from './pages/right.webp';",
        "import wrong from './pages/wrong.webp';",
        "import jpeg from './pages/jpeg.webp';",
        "import gone from './pages/gone.webp';",
        "export const a = image(right, 800, 600, 'Right');",
        "export const b = image(\n  wrong,\n  800,\n  600,\n  'Wrong size',\n);",
        "export const c = image(jpeg, 800, 600, 'A JPEG');",
        "export const d = image(gone, 1200, 700, '');",
      ].join('\n'),
    );
    const result = run('--dir', dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('3 picture(s) do not fit their place');
    expect(result.stderr).toContain(
      'pages/wrong.webp: is 640×360 px; crop and resize it to 800×600 px (4:3).',
    );
    expect(result.stderr).toContain(
      'pages/jpeg.webp: not a WebP file; save the 800×600 px (4:3) picture as WebP.',
    );
    expect(result.stderr).toContain(
      'pages/gone.webp: missing; expected a WebP of 1200×700 px (12:7).',
    );
    expect(result.stderr).not.toContain('right.webp');

    expect(run('--dir', dir, '--table').stdout).toContain(
      '| `frontend/src/assets/images/pages/wrong.webp` | Wrong size | 800×600 | 4:3 |',
    );
  });
});
