/** Renders docs/performance.md from the measured figures (pure, unit-tested). */
import type { Section } from './options.ts';
import { SECTIONS } from './options.ts';
import type {
  ApiSection,
  LighthouseSection,
  MachineInfo,
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
    ];
    const ok = checks.every(Boolean);
    verdicts.push({
      label:
        `Lighthouse ${route.route}: P ${route.performance} A ${route.accessibility} ` +
        `BP ${route.bestPractices} SEO ${route.seo}`,
      ok,
    });
    const score = (value: number, pass: boolean | undefined) =>
      `${formatNumber(value, 0)}${pass ? '' : ' ✗'}`;
    return [
      `\`${route.route}\``,
      score(route.performance, checks[0]),
      score(route.accessibility, checks[1]),
      score(route.bestPractices, checks[2]),
      score(route.seo, checks[3]),
      formatMs(route.lcpMs),
      formatNumber(route.cls, 3),
      formatMs(route.tbtMs),
      passFail(ok),
    ];
  });
  const targetRow = [
    '*target*',
    describeTarget(t.performance),
    describeTarget(t.accessibility),
    describeTarget(t.bestPractices),
    describeTarget(t.seo),
    '',
    '',
    '',
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
    `Lighthouse ${section.runs === 1 ? '(1 run' : `(median of ${section.runs} runs`} per route, mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown), through nginx. The third-party translation script and map embed, unreachable offline, are blocked (not counted). Scores 0–100; ✗ marks a score under its target.`,
    '',
    table(header, [targetRow, ...rows]),
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

export const SECTION_TITLES: Record<Section, string> = {
  lighthouse: '1. Lighthouse',
  api: '2. API throughput and latency',
  scale: '3. Scale',
  upload: '4. Upload cost',
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

export interface ReportInput {
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
    'machine, offline: the production build behind the real nginx config, the mock backend on a',
    'temporary data folder, json-server 0.17.4 over a copy of the same db.json, system Chromium.',
    'Targets are reported here, not enforced: the budgets that fail CI are in `npm test`.',
    '',
    '## How to rerun',
    '',
    '```sh',
    'npm run bench                         # everything, ~12 min: 3 Lighthouse runs per route, 10 s per endpoint',
    'npm run bench -- --quick              # ~5 min: 1 Lighthouse run, 3 s per endpoint (noisier)',
    'npm run bench -- --only=api,upload    # some sections; the others keep their last figures',
    'npm run bench -- --skip-build         # reuse frontend/build',
    'BENCH_KEEP_TMP=1 npm run bench        # keep the logs, data and Lighthouse JSON reports in /tmp',
    '```',
    '',
    'Needs Chromium (`/usr/bin/chromium` or `CHROME_PATH`) and nginx (`NGINX_PATH`, `/usr/sbin/nginx` or `PATH`).',
    '',
    '## Noise',
    '',
    'The machine has 2 cores shared by the load generator, the servers and the browser: autocannon runs',
    'in the same process as the orchestrator, nginx and the mock compete with it for CPU, and Lighthouse',
    'simulates throttling from an unthrottled trace, so its scores move by a few points between runs on a',
    'busy machine. Compare runs of the same mode on an idle machine; a quick run is indicative only.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
