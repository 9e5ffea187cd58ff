/**
 * `npm run bench`: issue 6's and issue 15's benchmarks, all on 127.0.0.1, written to
 * docs/performance.md.
 * Targets are reported, not enforced: the exit code is non-zero only when the bench itself breaks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/harness/paths.ts';
import { freePort } from '../../e2e/harness/processes.ts';
import { runApi } from './api.ts';
import { chromePath, runLighthouse } from './lighthouse.ts';
import { machineInfo } from './machine.ts';
import { parseOptions, USAGE, UsageError, type BenchOptions, type Section } from './options.ts';
import {
  previousSections,
  renderApi,
  renderLighthouse,
  renderMachine,
  renderRender,
  renderReport,
  renderScale,
  renderUpload,
  type Verdict,
} from './report.ts';
import { runRender } from './render.ts';
import { runScale, seedScaleData, type ScaleStep } from './scale.ts';
import {
  buildSite,
  installCleanupHandlers,
  jsonServerVersion,
  log,
  login,
  newAdmin,
  startJsonServer,
  startMock,
  startNginx,
  startRenderer,
  stop,
  stopAll,
  type Mock,
} from './servers.ts';
import { TARGETS } from './targets.ts';
import { saveTwins } from './twin-browser.ts';
import { runUpload } from './upload.ts';

/** The routes of issue 6's (and 15's) Lighthouse list; {id} is the first product of the seed. */
function lighthouseRoutes(firstProductId: number): string[] {
  return ['/', '/product', `/product/${firstProductId}`, '/gallery', '/ebrochure', '/contact'];
}

async function firstProductId(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/subcategories`);
  const products: unknown = await response.json();
  const first: unknown = Array.isArray(products) ? products[0] : undefined;
  if (
    typeof first === 'object' &&
    first !== null &&
    'id' in first &&
    typeof first.id === 'number'
  ) {
    return first.id;
  }
  throw new Error('the seed has no product: cannot benchmark /product/{id}');
}

function itemsLabel(items: number): string {
  return `${items.toLocaleString('en-US')} items`;
}

async function bench(
  options: BenchOptions,
  tmpDir: string,
): Promise<{ verdicts: Verdict[]; broken: string[] }> {
  const runs = (section: Section) => options.sections.includes(section);
  const siteDir = path.join(tmpDir, 'site');
  fs.mkdirSync(siteDir);
  buildSite(siteDir, options.skipBuild);

  const [apiPort, sitePort, jsonPort, rendererPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const admin = newAdmin();
  const seedDir = path.join(tmpDir, 'data');
  const startOn = (dataDir: string, seed: boolean, name: string) =>
    startMock({
      port: apiPort,
      dataDir,
      admin,
      siteOrigin,
      seed,
      logFile: path.join(tmpDir, `mock-${name}.log`),
    });
  log(`starting the mock backend on 127.0.0.1:${apiPort} (seed in ${seedDir})`);
  let mock: Mock = await startOn(seedDir, true, 'seed');
  // The renderer reads the mock's origin, which stays the same when the mock is restarted below.
  const renderer = await startRenderer({
    port: rendererPort,
    upstream: mock.origin,
    siteDir,
    logFile: path.join(tmpDir, 'renderer.log'),
  });
  log(`renderer on ${renderer.origin}`);
  const nginxDir = path.join(tmpDir, 'nginx');
  fs.mkdirSync(nginxDir);
  const nginx = await startNginx({
    port: sitePort,
    siteDir,
    upstream: mock.origin,
    renderUpstream: renderer.origin,
    tmpDir: nginxDir,
  });
  log(`nginx on ${nginx.origin}`);

  const machine = machineInfo({
    mode: options.quick ? 'quick mode' : 'full mode',
    chromium: chromePath(),
    nginx: nginx.binary,
    jsonServer: jsonServerVersion(),
  });
  const header = renderMachine(machine);
  const fresh: Partial<Record<Section, string>> = {};
  const verdicts: Verdict[] = [];
  const broken: string[] = [];
  const section = async (
    name: Section,
    work: () => Promise<{ markdown: string; verdicts: Verdict[] }>,
  ) => {
    if (!runs(name)) return;
    log(`--- ${name} ---`);
    try {
      const result = await work();
      fresh[name] = `${header}\n\n${result.markdown}`;
      verdicts.push(...result.verdicts);
    } catch (error) {
      // One broken section does not lose the others' figures; the exit code says it broke.
      broken.push(name);
      console.error(`[bench] ${name} broke:`, error);
    }
  };

  await section('lighthouse', async () => {
    const routes = lighthouseRoutes(await firstProductId(mock.origin));
    // Issue 15's static-HTML twins, written into the site copy nginx serves (siteDir/client).
    const twins = await saveTwins({
      origin: nginx.origin,
      routes,
      siteRoot: path.join(siteDir, 'client'),
    });
    return renderLighthouse(
      await runLighthouse({
        origin: nginx.origin,
        routes,
        runs: options.lighthouseRuns,
        reportDir: path.join(tmpDir, 'lighthouse'),
        twins,
      }),
    );
  });

  await section('api', async () => {
    // json-server serves a copy of the very db.json the mock serves (read-only).
    const jsonDir = path.join(tmpDir, 'json-server');
    fs.mkdirSync(jsonDir);
    const dbFile = path.join(jsonDir, 'db.json');
    fs.copyFileSync(path.join(seedDir, 'db.json'), dbFile);
    const jsonServer = await startJsonServer({
      port: jsonPort,
      dbFile,
      logFile: path.join(tmpDir, 'json-server.log'),
    });
    try {
      return renderApi(
        await runApi({
          mockOrigin: mock.origin,
          nginxOrigin: nginx.origin,
          jsonServerOrigin: jsonServer.origin,
          connections: options.connections,
          seconds: options.apiSeconds,
        }),
      );
    } finally {
      await stop(jsonServer.process.pid);
    }
  });

  await section('render', async () =>
    renderRender(
      await runRender({
        mockOrigin: mock.origin,
        rendererOrigin: renderer.origin,
        nginxOrigin: nginx.origin,
        page: `/product/${await firstProductId(mock.origin)}`,
        connections: TARGETS.render.connections,
        seconds: options.apiSeconds,
      }),
    ),
  );

  await section('upload', async () => {
    // A fresh process on the seeded data: drawing the seed at first start leaves its memory
    // (~400 MB RSS against ~130 MB for a plain start), which is not what an upload costs.
    await stop(mock.process.pid);
    mock = await startOn(seedDir, false, 'upload');
    return renderUpload(
      await runUpload({
        nginxOrigin: nginx.origin,
        token: await login(`${nginx.origin}/backend`, admin),
        mockPid: mock.process.pid,
        uploadsDir: path.join(seedDir, 'uploads'),
      }),
    );
  });

  await section('scale', async () => {
    const steps: ScaleStep[] = [
      { label: 'seed', prepare: () => Promise.resolve() },
      ...options.scaleSizes.map((items) => ({
        label: itemsLabel(items),
        prepare: async () => {
          await stop(mock.process.pid);
          const dataDir = path.join(tmpDir, `scale-${items}`);
          seedScaleData(dataDir, items);
          mock = await startOn(dataDir, false, `scale-${items}`);
        },
      })),
    ];
    return renderScale(
      await runScale({
        steps,
        mockOrigin: () => mock.origin,
        nginxOrigin: nginx.origin,
        connections: options.connections,
        seconds: options.scaleSeconds,
      }),
    );
  });

  const outFile = path.resolve(REPO_ROOT, options.out);
  const previous = fs.existsSync(outFile) ? previousSections(fs.readFileSync(outFile, 'utf8')) : {};
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, renderReport({ fresh, previous }));
  log(`wrote ${path.relative(REPO_ROOT, outFile)}`);
  return { verdicts, broken };
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    throw error;
  }
  installCleanupHandlers();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-bench-'));
  // nginx workers (maybe another user) read the site copy and write their temp files here.
  fs.chmodSync(tmpDir, 0o755);
  // Removed on every way out (also Ctrl-C) unless asked for, or a failure needs its logs.
  let keepTmp = process.env.BENCH_KEEP_TMP === '1';
  process.once('exit', () => {
    if (!keepTmp) fs.rmSync(tmpDir, { recursive: true, force: true });
  });
  const started = Date.now();
  let outcome: { verdicts: Verdict[]; broken: string[] } | undefined;
  try {
    outcome = await bench(options, tmpDir);
  } finally {
    await stopAll();
    keepTmp ||= outcome === undefined || outcome.broken.length > 0;
    if (keepTmp) log(`logs and data kept in ${tmpDir}`);
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nBench summary (${minutes} min, ${options.quick ? 'quick' : 'full'} mode):`);
  for (const verdict of outcome.verdicts) {
    console.log(`  ${verdict.ok ? 'pass' : 'FAIL'}  ${verdict.label}`);
  }
  const failed = outcome.verdicts.filter((verdict) => !verdict.ok).length;
  console.log(
    `  ${outcome.verdicts.length - failed} targets met, ${failed} missed (reported, not enforced).`,
  );
  if (outcome.broken.length > 0) {
    console.error(`  broken sections: ${outcome.broken.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch(async (error: unknown) => {
  console.error('[bench] failed:', error);
  await stopAll();
  process.exit(1);
});
