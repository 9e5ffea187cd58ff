/** Renders docs/performance.md from the measured figures (pure, unit-tested). */
import type { Section } from './options.ts';
import { SECTIONS } from './options.ts';
import type {
  ApiSection,
  LighthouseSection,
  MachineInfo,
  RenderRow,
  RenderSection,
  ScaleSection,
  UploadSection,
} from './results.ts';
import {
  describeTarget,
  formatBytes,
  formatMs,
  formatNumber,
  formatRatio,
  meets,
  passFail,
  type Target,
} from './stats.ts';
import { TARGETS } from './targets.ts';

/** One markdown table; `|` inside a cell is escaped, line breaks become spaces. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export interface Verdict {
  label: string;
  ok: boolean;
}

/** CLS as Lighthouse shows it (3 decimals), so a shown 0.000 is never a miss. */
const shownCls = (cls: number) => Math.round(cls * 1000) / 1000;

/** "+2", "−3", "0": the signed difference of two scores in points. */
function signedPoints(value: number): string {
  const rounded = Math.round(value);
  if (!Number.isFinite(value)) return 'n/a';
  if (rounded === 0) return '0';
  return rounded > 0 ? `+${rounded}` : `−${-rounded}`;
}

/** Issue 15's twin table: each route's Performance and LCP beside its static-HTML twin's. */
function renderTwins(section: LighthouseSection): { markdown: string; verdicts: Verdict[] } {
  const t = TARGETS.twin;
  const verdicts: Verdict[] = [];
  const rows: string[][] = [];
  for (const route of section.routes) {
    const twin = route.twin;
    if (!twin) continue;
    const behind = twin.performance - route.performance;
    const lcpRatio = route.lcpMs / twin.lcpMs;
    const scoreOk = meets(behind, t.performanceBehind);
    const lcpOk = meets(lcpRatio, t.lcpRatio);
    const ok = scoreOk && lcpOk;
    verdicts.push({
      label:
        `Lighthouse ${route.route} beside its static-HTML twin: P ${route.performance} vs ` +
        `${twin.performance}, LCP ${formatMs(route.lcpMs)} vs ${formatMs(twin.lcpMs)}`,
      ok,
    });
    rows.push([
      `\`${route.route}\``,
      `\`${twin.path}\``,
      formatNumber(route.performance, 0),
      formatNumber(twin.performance, 0),
      `${signedPoints(route.performance - twin.performance)}${scoreOk ? '' : ' ✗'}`,
      formatMs(route.lcpMs),
      formatMs(twin.lcpMs),
      `${formatRatio(route.lcpMs, twin.lcpMs)}${lcpOk ? '' : ' ✗'}`,
      formatMs(twin.tbtMs),
      formatNumber(twin.cls, 3),
      passFail(ok),
    ]);
  }
  if (rows.length === 0) {
    return { markdown: '_No static-HTML twin was measured in this run._', verdicts };
  }
  const markdown = [
    `Each route beside its **static-HTML twin**: the same page's DOM once hydrated in Chromium (Lighthouse's mobile viewport, reduced motion so that nothing is caught mid-animation), saved with every \`<script>\` and \`<link rel="modulepreload">\` removed and served by the same nginx as a file (same CSS, images and fonts), measured with the same runs, each run of a route followed by one of its twin. The twin is the page with no JavaScript cost at all. Target (issue 15): Performance at most ${formatNumber(t.performanceBehind.limit, 0)} points under the twin's and LCP within 10 % of the twin's (route ÷ twin ${describeRatio(t.lcpRatio)}).`,
    '',
    table(
      [
        'Route',
        'Twin',
        'Performance',
        'Twin Performance',
        'Points vs twin',
        'LCP',
        'Twin LCP',
        'LCP ÷ twin',
        'Twin TBT',
        'Twin CLS',
        'Result',
      ],
      [
        [
          '*target*',
          '',
          '',
          '',
          `≥ −${formatNumber(t.performanceBehind.limit, 0)}`,
          '',
          '',
          describeRatio(t.lcpRatio),
          '',
          '',
          '',
        ],
        ...rows,
      ],
    ),
  ].join('\n');
  return { markdown, verdicts };
}

function describeRatio(target: Target): string {
  return `${target.op === '>=' ? '≥' : '≤'} ${formatRatio(target.limit, 1)}`;
}

export function renderLighthouse(section: LighthouseSection): {
  markdown: string;
  verdicts: Verdict[];
} {
  const t = TARGETS.lighthouse;
  const verdicts: Verdict[] = [];
  const rows = section.routes.map((route) => {
    const checks = [
      meets(route.performance, t.performance),
      meets(route.accessibility, t.accessibility),
      meets(route.bestPractices, t.bestPractices),
      meets(route.seo, t.seo),
      meets(route.lcpMs, t.lcpMs),
      meets(shownCls(route.cls), t.cls),
      meets(route.tbtMs, t.tbtMs),
    ];
    const ok = checks.every(Boolean);
    verdicts.push({
      label:
        `Lighthouse ${route.route}: P ${route.performance} A ${route.accessibility} ` +
        `BP ${route.bestPractices} SEO ${route.seo}, LCP ${formatMs(route.lcpMs)}, ` +
        `CLS ${formatNumber(route.cls, 3)}, TBT ${formatMs(route.tbtMs)}`,
      ok,
    });
    const mark = (text: string, pass: boolean | undefined) => `${text}${pass ? '' : ' ✗'}`;
    return [
      `\`${route.route}\``,
      mark(formatNumber(route.performance, 0), checks[0]),
      mark(formatNumber(route.accessibility, 0), checks[1]),
      mark(formatNumber(route.bestPractices, 0), checks[2]),
      mark(formatNumber(route.seo, 0), checks[3]),
      mark(formatMs(route.lcpMs), checks[4]),
      mark(formatNumber(route.cls, 3), checks[5]),
      mark(formatMs(route.tbtMs), checks[6]),
      passFail(ok),
    ];
  });
  const twins = renderTwins(section);
  verdicts.push(...twins.verdicts);
  const targetRow = [
    '*target*',
    describeTarget(t.performance),
    describeTarget(t.accessibility),
    describeTarget(t.bestPractices),
    describeTarget(t.seo),
    describeTarget(t.lcpMs, ' ms'),
    describeTarget(t.cls),
    describeTarget(t.tbtMs, ' ms'),
    '',
  ];
  const header = [
    'Route',
    'Performance',
    'Accessibility',
    'Best Practices',
    'SEO',
    'LCP',
    'CLS',
    'TBT',
    'Result',
  ];
  const failing =
    section.failing.length === 0
      ? 'No audit below 90 in any run.'
      : table(
          ['Category', 'Audit', 'Routes (lowest score, failed runs)', 'Details (worst route)'],
          section.failing.map((audit) => [
            audit.category,
            `\`${audit.id}\`: ${audit.title}`,
            audit.routes
              .map(
                (entry) =>
                  `\`${entry.route}\` ${entry.score === null ? 'error' : formatNumber(entry.score, 0)}` +
                  (entry.failedRuns < audit.runs ? ` (${entry.failedRuns}/${audit.runs})` : ''),
              )
              .join(', '),
            `\`${audit.worstRoute}\`: ${audit.details}`,
          ]),
        );
  const markdown = [
    `Lighthouse ${section.runs === 1 ? '(1 run' : `(median of ${section.runs} runs`} per route, mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown), through nginx: each page as the renderer made it, from nginx's page cache once rendered. The third-party translation script and map embed, unreachable offline, are blocked (not counted). Scores 0–100; ✗ marks a figure that misses its target (issue 15: 100 in every category, LCP ${describeTarget(t.lcpMs, ' ms')}, TBT ${describeTarget(t.tbtMs, ' ms')}, CLS 0).`,
    '',
    table(header, [targetRow, ...rows]),
    '',
    '#### Beside the static-HTML twin',
    '',
    twins.markdown,
    '',
    '#### Failing audits',
    '',
    'Every scored audit under 90 (Lighthouse\'s own "passed" line) in at least one run: the routes where it failed with their lowest score (and in how many runs, when not all), and what it points at on its worst route. The full reports of a run are kept with `BENCH_KEEP_TMP=1`.',
    '',
    failing,
  ].join('\n');
  return { markdown, verdicts };
}

export function renderApi(section: ApiSection): { markdown: string; verdicts: Verdict[] } {
  const t = TARGETS.api;
  const verdicts: Verdict[] = [];
  const rows = section.rows.map((row) => {
    const ok = meets(row.p99Ms, t.p99Ms) && row.errors === 0;
    verdicts.push({ label: `API ${row.endpoint} via ${row.server}: p99`, ok });
    return [
      `\`${row.endpoint}\``,
      row.server,
      formatNumber(row.reqPerSec, 0),
      formatMs(row.p50Ms),
      formatMs(row.p99Ms),
      String(row.errors),
      passFail(ok),
    ];
  });
  const endpoints = [...new Set(section.rows.map((row) => row.endpoint))];
  const ratioRows = endpoints.map((endpoint) => {
    const of = (server: string) =>
      section.rows.find((row) => row.endpoint === endpoint && row.server === server)?.reqPerSec ??
      NaN;
    const mock = of('mock');
    const viaNginx = of('nginx → mock');
    const jsonServer = of('json-server');
    const ratio = mock / jsonServer;
    const ok = meets(ratio, t.mockVsJsonServer);
    verdicts.push({ label: `API ${endpoint}: mock vs json-server`, ok });
    return [
      `\`${endpoint}\``,
      formatRatio(mock, jsonServer),
      formatRatio(viaNginx, jsonServer),
      passFail(ok),
    ];
  });
  const markdown = [
    `autocannon, ${section.connections} connections, ${section.seconds} s per endpoint and server (after a 1 s warm-up), one server at a time. Errors are connection errors, timeouts and non-2xx answers. Target: p99 ${describeTarget(t.p99Ms, ' ms')} with no error.`,
    '',
    table(
      [
        'Endpoint',
        'Server',
        'req/s',
        'p50',
        'p99',
        'Errors',
        `p99 ${describeTarget(t.p99Ms, ' ms')}`,
      ],
      rows,
    ),
    '',
    `Throughput ratio (req/s of the mock ÷ req/s of json-server on the same db.json). Target: the mock ${describeTarget(t.mockVsJsonServer)}.`,
    '',
    table(['Endpoint', 'mock ÷ json-server', 'nginx → mock ÷ json-server', 'Result'], ratioRows),
  ].join('\n');
  return { markdown, verdicts };
}

/** "HIT 99.8 %, UPDATING 0.2 %": the share of each X-Cache-Status, largest first. */
export function describeCacheStatuses(statuses: Readonly<Record<string, number>>): string {
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  if (total === 0) return '—';
  return Object.entries(statuses)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([status, count]) => `${status} ${((count / total) * 100).toFixed(1)} %`)
    .join(', ');
}

/** X-Cache-Status values of an answer nginx took from its cache without waiting for a render. */
const FROM_CACHE = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'];

/** Share of the answers nginx's cache gave (NaN when no answer had an X-Cache-Status). */
export function fromCacheShare(statuses: Readonly<Record<string, number>>): number {
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const fromCache = Object.entries(statuses)
    .filter(([status]) => FROM_CACHE.includes(status))
    .reduce((sum, [, count]) => sum + count, 0);
  return total === 0 ? NaN : fromCache / total;
}

export function renderRender(section: RenderSection): { markdown: string; verdicts: Verdict[] } {
  const t = TARGETS.render;
  const line = (row: RenderRow, server: string, request: string) => [
    row.label,
    server,
    request,
    formatNumber(row.reqPerSec, 0),
    formatMs(row.p50Ms),
    formatMs(row.p99Ms),
    String(row.errors),
    formatBytes(Math.round(row.bytesPerAnswer)),
    describeCacheStatuses(row.cacheStatuses),
    server.startsWith('nginx') ? '—' : formatNumber(row.uncacheable, 0),
  ];
  const page = `\`GET ${section.page}\``;
  const rows = [
    line(section.baseline, 'mock', `\`GET ${section.baseline.path}\``),
    line(section.uncached, 'renderer', page),
    line(section.cached, 'nginx → renderer', page),
    line(
      section.cachedGzip,
      'nginx → renderer',
      `${page}, Accept-Encoding: gzip (browser headers)`,
    ),
  ];
  const base = section.baseline.reqPerSec;
  const ratio = section.cached.reqPerSec / base;
  const share = fromCacheShare(section.cached.cacheStatuses);
  const ok =
    meets(ratio, t.cachedVsMockApi) &&
    section.cached.errors === 0 &&
    meets(share, t.fromCacheShare);
  const verdicts: Verdict[] = [
    {
      label: `Render ${section.page} through nginx's cache vs the mock's GET /api/subcategories`,
      ok,
    },
  ];
  const markdown = [
    `Server rendering of the first product's page (\`${section.page}\`): straight from the renderer on its own port (it has no cache: every request renders the page, reading the mock) and through nginx's page cache (10 s, stale-while-revalidate). autocannon, ${section.connections} connections (issue 15), ${section.seconds} s each after a 1 s warm-up, one at a time; the mock's own \`GET /api/subcategories\` measured in the same run is the yardstick. The request sampled after the warm-up answered \`X-Cache-Status: ${section.sampleCacheStatus}\`; the Cache column counts every answer of the load. Errors are connection errors, timeouts and non-2xx answers; bytes per answer are on the wire, headers included. "Uncacheable" counts the renderer's answers with \`X-Accel-Expires: 0\` (a backend read failed or ran over its budget: nginx would not store them).`,
    '',
    table(
      [
        'Measure',
        'Server',
        'Request',
        'req/s',
        'p50',
        'p99',
        'Errors',
        'Bytes/answer',
        'Cache (X-Cache-Status)',
        'Uncacheable',
      ],
      rows,
    ),
    '',
    `Throughput against the mock's \`GET /api/subcategories\` (req/s ÷ req/s, same run). Target (issue 15): the page through nginx's cache ${describeRatio(t.cachedVsMockApi)}, with no error and (our reading of "through the cache") at least ${formatNumber(t.fromCacheShare.limit * 100, 0)} % of its answers from the cache (${formatNumber(share * 100, 1)} % in this run); the other lines are for reading.`,
    '',
    table(
      ['Compared', '÷ mock GET /api/subcategories', 'Target', 'Result'],
      [
        [
          "nginx's page cache",
          formatRatio(section.cached.reqPerSec, base),
          describeRatio(t.cachedVsMockApi),
          passFail(ok),
        ],
        ["nginx's page cache, gzip", formatRatio(section.cachedGzip.reqPerSec, base), '', ''],
        ['renderer (uncached)', formatRatio(section.uncached.reqPerSec, base), '', ''],
      ],
    ),
  ].join('\n');
  return { markdown, verdicts };
}

export function renderScale(section: ScaleSection): { markdown: string; verdicts: Verdict[] } {
  const t = TARGETS.scale;
  const verdicts: Verdict[] = [];
  const baseline = (endpoint: string) =>
    section.endpoints.find((row) => row.endpoint === endpoint && row.label === 'seed');
  const endpointRows = section.endpoints.map((row) => {
    const base = baseline(row.endpoint);
    const growth = (value: number, baseValue: number | undefined) =>
      row.label === 'seed' || baseValue === undefined ? '—' : formatRatio(value, baseValue);
    return [
      row.label,
      `\`${row.endpoint}\``,
      formatNumber(row.items, 0),
      formatBytes(row.bodyBytes),
      formatBytes(row.gzipBytes),
      growth(row.bodyBytes, base?.bodyBytes),
      formatNumber(row.reqPerSec, 0),
      formatMs(row.p50Ms),
      formatMs(row.p99Ms),
      growth(row.p99Ms, base?.p99Ms),
      String(row.errors),
    ];
  });
  const pageRows = section.pages.map((row) => {
    const ok = meets(row.domNodes, t.domNodes) && meets(row.firstCardMs, t.firstCardMs);
    verdicts.push({ label: `Scale ${row.page} at ${row.label}`, ok });
    return [
      row.label,
      `\`${row.page}\``,
      formatMs(row.firstCardMs),
      formatNumber(row.domNodes, 0),
      formatNumber(row.cardsInDom, 0),
      formatBytes(row.heapUsedBytes),
      passFail(ok),
    ];
  });
  const markdown = [
    `Products and gallery items in db.json: the seed, then generated catalogues. List endpoints straight to the mock (autocannon, ${section.connections} connections, ${section.seconds} s each); growth is relative to the seed. The issue sets no number here: the table shows how the figures grow.`,
    '',
    table(
      [
        'Data',
        'Endpoint',
        'Items',
        'Body',
        'gzip (nginx)',
        'Body growth',
        'req/s',
        'p50',
        'p99',
        'p99 growth',
        'Errors',
      ],
      endpointRows,
    ),
    '',
    `Pages in Chromium through nginx (mobile viewport 412×915, no throttling): navigation start to the first card in the DOM, element count and JS heap after the page settled (after a GC). Targets (our reading of "render only what is near the viewport"): DOM nodes ${describeTarget(t.domNodes)}, first card ${describeTarget(t.firstCardMs, ' ms')}.`,
    '',
    table(
      ['Data', 'Page', 'First card', 'DOM nodes', 'Cards in DOM', 'JS heap used', 'Result'],
      pageRows,
    ),
    '',
    `Catalogue filters (issue 20): the mock's answer to \`GET /api/catalogue\` for addresses it had not answered before (a category with a module range, or a search; its memo would answer repeats in about 2 ms), asked one after another; and in Chromium through nginx (1280×900) the time from a category chip's click on \`/product\` to the first card of the new result painted, the median over one click per category. The issue sets no number: the rows show how they grow.`,
    '',
    table(
      [
        'Data',
        'Products',
        'Addresses',
        'Answer p50',
        'p95',
        'Max',
        'Chip clicks',
        'First card after a click',
      ],
      (section.filters ?? []).map((row) => [
        row.label,
        formatNumber(row.items, 0),
        String(row.addresses),
        formatMs(row.answerP50Ms),
        formatMs(row.answerP95Ms),
        formatMs(row.answerMaxMs),
        String(row.changes),
        formatMs(row.firstCardAfterChangeMs),
      ]),
    ),
    ...(section.notes.length > 0 ? ['', ...section.notes.map((note) => `- ${note}`)] : []),
  ].join('\n');
  return { markdown, verdicts };
}

export function renderUpload(section: UploadSection): { markdown: string; verdicts: Verdict[] } {
  const accepted = section.status >= 200 && section.status < 300;
  const ok = accepted && meets(section.derivatives, TARGETS.upload.derivatives);
  const verdicts: Verdict[] = [{ label: 'Upload of a 10 MB JPEG', ok }];
  const files =
    section.files.length === 0
      ? 'none'
      : section.files.map((file) => `\`${file.name}\` ${formatBytes(file.bytes)}`).join(', ');
  const markdown = [
    `One photographic JPEG (generated with sharp: gradients plus noise, so it does not compress away) sent with the admin token to \`${section.endpoint}\` through nginx, to a mock freshly restarted on the seeded data. Memory of the mock process from /proc (VmRSS sampled every 10 ms, VmHWM after).`,
    '',
    table(
      ['Measure', 'Value', 'Target', 'Result'],
      [
        [
          'File',
          `${formatBytes(section.fileBytes)} (${formatNumber(section.fileBytes, 0)} bytes), ${section.width}×${section.height}`,
          '< 10 MiB',
          '',
        ],
        [
          'Answer',
          `HTTP ${section.status} after ${formatMs(section.answerMs)}`,
          '2xx',
          passFail(accepted),
        ],
        ['Files written', files, '', ''],
        [
          'WebP derivatives',
          String(section.derivatives),
          describeTarget(TARGETS.upload.derivatives),
          passFail(meets(section.derivatives, TARGETS.upload.derivatives)),
        ],
        ['Mock RSS before', formatBytes(section.rssBeforeBytes), '', ''],
        ['Mock RSS peak (sampled)', formatBytes(section.rssPeakBytes), '', ''],
        [
          'Mock RSS growth for the upload',
          formatBytes(Math.max(0, section.rssPeakBytes - section.rssBeforeBytes)),
          '',
          '',
        ],
        ['Mock VmHWM after', formatBytes(section.hwmAfterBytes), '', ''],
      ],
    ),
  ].join('\n');
  return { markdown, verdicts };
}

const SECTION_TITLES: Record<Section, string> = {
  lighthouse: '1. Lighthouse',
  api: '2. API throughput and latency',
  render: '3. Server rendering throughput',
  scale: '4. Scale',
  upload: '5. Upload cost',
};

const begin = (section: Section) => `<!-- bench:${section} -->`;
const end = (section: Section) => `<!-- /bench:${section} -->`;

/** The body of each section in a previous report, so `--only` keeps the others' last figures. */
export function previousSections(markdown: string): Partial<Record<Section, string>> {
  const found: Partial<Record<Section, string>> = {};
  for (const section of SECTIONS) {
    const start = markdown.indexOf(begin(section));
    const stop = markdown.indexOf(end(section));
    if (start !== -1 && stop > start) {
      found[section] = markdown.slice(start + begin(section).length, stop).trim();
    }
  }
  return found;
}

export function renderMachine(machine: MachineInfo): string {
  const versions = Object.entries(machine.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  return [
    `_Measured ${machine.date} UTC, ${machine.mode}, commit ${machine.commit}._`,
    '',
    `Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, ${machine.os}; ${versions}.`,
  ].join('\n');
}

interface ReportInput {
  /** Sections measured in this run: machine line + body. */
  fresh: Partial<Record<Section, string>>;
  previous: Partial<Record<Section, string>>;
}

export function renderReport(input: ReportInput): string {
  const sections = SECTIONS.map((section) => {
    const body =
      input.fresh[section] ??
      input.previous[section] ??
      `_Not measured yet: \`npm run bench -- --only=${section}\`._`;
    return [`## ${SECTION_TITLES[section]}`, '', begin(section), body, end(section)].join('\n');
  });
  return [
    '# Performance',
    '',
    'Written by `npm run bench` (scripts/bench/): do not edit by hand, rerun it. Everything runs on this',
    'machine, offline, the way compose serves the site: every public page is server-rendered by the',
    'renderer (frontend/server, React Router framework mode, on the production build in frontend/build)',
    "with the mock backend's data, behind the real nginx config (files of the build, pre-compressed",
    'assets, security headers and the 10 s page cache in front of the renderer; /backend proxied to the',
    'mock). The mock runs on a temporary data folder; json-server 0.17.4 serves a copy of the same',
    'db.json; the browser is system Chromium. Targets are reported here, not enforced: the budgets that',
    'fail CI are in `npm test`.',
    '',
    '## How to rerun',
    '',
    '```sh',
    'npm run bench                         # everything, ~17 min: 3 Lighthouse runs per route and twin, 10 s per endpoint',
    'npm run bench -- --quick              # ~7 min: 1 Lighthouse run per route and twin, 3 s per endpoint',
    'npm run bench -- --only=render,api    # some sections; the others keep their last figures',
    'npm run bench -- --skip-build         # reuse frontend/build',
    'npm run bench -- --out=/tmp/perf.md   # write elsewhere (a quick run need not replace the figures)',
    'BENCH_KEEP_TMP=1 npm run bench        # keep the logs, data, twins and Lighthouse JSON reports in /tmp',
    '```',
    '',
    'Needs Chromium (`/usr/bin/chromium` or `CHROME_PATH`) and nginx (`NGINX_PATH`, `/usr/sbin/nginx` or `PATH`).',
    '',
    '## Noise',
    '',
    'The machine has 2 cores shared by the load generator, the servers and the browser: autocannon runs',
    'in the same process as the orchestrator, nginx, the renderer and the mock compete with it for CPU,',
    'and Lighthouse simulates throttling from an unthrottled trace, so its scores move by a few points',
    'between runs on a busy machine. Compare runs of the same mode on an idle machine; a quick run is',
    'indicative only.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
