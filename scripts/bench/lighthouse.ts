/** Lighthouse (node API, default = mobile config with simulated throttling) on system Chromium. */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../../e2e/harness/chromium.ts';
import { isFailing, summarizeAudit } from './audit-summary.ts';
import type { FailingAudit, LighthouseRoute, LighthouseSection } from './results.ts';
import { log, track, stop } from './servers.ts';
import { median } from './stats.ts';
import { routeSlug } from './twin.ts';

/** The brief's flags for this offline, GPU-less, possibly-root machine. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Third-party hosts the site calls that this offline machine cannot reach: the page-translation
 * script (SPEC §4 loads it 1 s after mount) and the contact map embed. Blocked through DevTools so
 * the machine's DNS failure is not scored as our console error (Lighthouse's errors-in-console
 * ignores ERR_BLOCKED_BY_CLIENT.Inspector by design); what is measured is our own site.
 */
export const BLOCKED_THIRD_PARTIES = [
  '*translate.google.com*',
  '*translate.googleapis.com*',
  '*google.com/maps*',
  '*maps.google.com*',
];

const CATEGORIES = [
  { id: 'performance', title: 'Performance' },
  { id: 'accessibility', title: 'Accessibility' },
  { id: 'best-practices', title: 'Best Practices' },
  { id: 'seo', title: 'SEO' },
] as const;

export function chromePath(): string {
  return process.env.CHROME_PATH || findChromium();
}

/** Lighthouse's own trace hiccups on a busy machine (NO_NAVSTART, NO_FCP...): retried. */
const ATTEMPTS = 3;

async function runOnce(url: string, port: number) {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((category) => category.id),
      blockedUrlPatterns: BLOCKED_THIRD_PARTIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    lastError = `${error.code} ${error.message}`;
    log(`lighthouse ${url}: ${error.code}, attempt ${attempt}/${ATTEMPTS}`);
  }
  throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${lastError}`);
}

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number]['id'], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

type Lhr = Awaited<ReturnType<typeof runOnce>>['lhr'];

function figuresOf(lhr: Lhr): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
  };
}

const medianOf = (figures: readonly RunFigures[], pick: (run: RunFigures) => number) =>
  median(figures.map(pick));

export async function runLighthouse(options: {
  origin: string;
  routes: string[];
  runs: number;
  /** Each run's full report is saved here as JSON (kept with BENCH_KEEP_TMP=1). */
  reportDir: string;
  /**
   * Route -> the path of its static-HTML twin on the same origin (twin-browser.ts): each run of
   * the route is followed by a run of its twin, so both see the same moment of a busy machine.
   * A twin's failing audits are not listed (the twin is a yardstick, not the site).
   */
  twins?: ReadonlyMap<string, string>;
}): Promise<LighthouseSection> {
  fs.mkdirSync(options.reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  track(chrome.pid);
  const routes: LighthouseRoute[] = [];
  const failures = new Map<string, FailingAudit>();
  /** One run of `url`, its report saved as `name`.json and its scores logged as `label`. */
  const measure = async (url: string, name: string, label: string) => {
    const started = Date.now();
    const { lhr } = await runOnce(url, chrome.port);
    fs.writeFileSync(path.join(options.reportDir, `${name}.json`), JSON.stringify(lhr));
    const figures = figuresOf(lhr);
    log(
      `lighthouse ${label}: ` +
        `P ${figures.scores.performance} A ${figures.scores.accessibility} ` +
        `BP ${figures.scores['best-practices']} SEO ${figures.scores.seo} ` +
        `LCP ${Math.round(figures.lcpMs)} ms (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    return { lhr, figures };
  };
  try {
    for (const route of options.routes) {
      const url = `${options.origin}${route}`;
      const twin = options.twins?.get(route);
      const figures: RunFigures[] = [];
      const twinFigures: RunFigures[] = [];
      const slug = routeSlug(route);
      for (let run = 1; run <= options.runs; run += 1) {
        const { lhr, figures: run_ } = await measure(
          url,
          `${slug}-${run}`,
          `${route} run ${run}/${options.runs}`,
        );
        figures.push(run_);
        if (twin !== undefined) {
          const measured = await measure(
            `${options.origin}${twin}`,
            `${slug}-twin-${run}`,
            `${route}'s twin ${twin} run ${run}/${options.runs}`,
          );
          twinFigures.push(measured.figures);
        }
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category.id]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (!audit || !isFailing(audit)) continue;
            const key = `${category.id}\u0000${audit.id}`;
            const auditScore = audit.score === null ? null : Math.round(audit.score * 100);
            const known = failures.get(key) ?? {
              category: category.title,
              id: audit.id,
              title: audit.title,
              runs: options.runs,
              routes: [],
              details: summarizeAudit(audit, options.origin),
              worstRoute: route,
            };
            failures.set(key, known);
            let onRoute = known.routes.find((entry) => entry.route === route);
            if (!onRoute) {
              onRoute = { route, score: auditScore, failedRuns: 0 };
              known.routes.push(onRoute);
            }
            onRoute.failedRuns += 1;
            if (auditScore !== null && (onRoute.score === null || auditScore < onRoute.score)) {
              onRoute.score = auditScore;
            }
            const worst = Math.min(...known.routes.map((entry) => entry.score ?? 0));
            if (auditScore !== null && auditScore <= worst) {
              known.details = summarizeAudit(audit, options.origin);
              known.worstRoute = route;
            }
          }
        }
      }
      routes.push({
        route,
        url,
        runs: options.runs,
        performance: medianOf(figures, (f) => f.scores.performance),
        accessibility: medianOf(figures, (f) => f.scores.accessibility),
        bestPractices: medianOf(figures, (f) => f.scores['best-practices']),
        seo: medianOf(figures, (f) => f.scores.seo),
        lcpMs: medianOf(figures, (f) => f.lcpMs),
        cls: medianOf(figures, (f) => f.cls),
        tbtMs: medianOf(figures, (f) => f.tbtMs),
        ...(twin === undefined
          ? {}
          : {
              twin: {
                path: twin,
                performance: medianOf(twinFigures, (f) => f.scores.performance),
                lcpMs: medianOf(twinFigures, (f) => f.lcpMs),
                cls: medianOf(twinFigures, (f) => f.cls),
                tbtMs: medianOf(twinFigures, (f) => f.tbtMs),
              },
            }),
      });
    }
  } finally {
    chrome.kill();
    await stop(chrome.pid);
  }
  const categoryOrder: string[] = CATEGORIES.map((category) => category.title);
  const failing = [...failures.values()].sort(
    (a, b) =>
      categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category) ||
      b.routes.length - a.routes.length ||
      a.id.localeCompare(b.id),
  );
  return { runs: options.runs, routes, failing };
}
