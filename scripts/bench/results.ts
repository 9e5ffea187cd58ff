/** What each section of the bench measures; report.ts turns these into docs/performance.md. */

export interface MachineInfo {
  /** ISO date-time to the minute, UTC. */
  date: string;
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  versions: Record<string, string>;
  commit: string;
  mode: string;
}

export interface FailingRoute {
  route: string;
  /** Lowest score over the runs on this route, 0–100 (null for an audit that errored). */
  score: number | null;
  failedRuns: number;
}

/** One audit under Lighthouse's pass line on one or more routes. */
export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  runs: number;
  routes: FailingRoute[];
  /** Summary of the audit's details on its worst route. */
  details: string;
  worstRoute: string;
}

export interface LighthouseRoute {
  route: string;
  url: string;
  runs: number;
  /** Medians over the runs, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The same page's static-HTML twin, measured with the same runs (issue 15). */
  twin?: LighthouseTwin;
}

/**
 * The route's rendered DOM after hydration, saved with its scripts removed and served by the same
 * nginx as a file (twin.ts); medians over the same number of runs as its route.
 */
export interface LighthouseTwin {
  /** Its path on the site, e.g. /__twin/home.html. */
  path: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface LighthouseSection {
  runs: number;
  routes: LighthouseRoute[];
  failing: FailingAudit[];
}

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
}

export interface ApiRow extends LoadFigures {
  endpoint: string;
  server: string;
  url: string;
}

export interface ApiSection {
  connections: number;
  seconds: number;
  rows: ApiRow[];
}

export interface RenderRow extends LoadFigures {
  /** What is measured, e.g. "renderer (uncached)". */
  label: string;
  /** Request path on `server`. */
  path: string;
  url: string;
  /** Request headers sent besides autocannon's own (e.g. Accept-Encoding). */
  headers: Record<string, string>;
  /** Answers per X-Cache-Status value (nginx rows; empty for the others). */
  cacheStatuses: Record<string, number>;
  /** Answers with X-Accel-Expires: 0: the renderer's backend read failed or ran over its budget. */
  uncacheable: number;
  /** Mean bytes per answer on the wire, headers included (compressed when asked for). */
  bytesPerAnswer: number;
}

/** Issue 15: server rendering of /product/{id}, uncached and through nginx's page cache. */
export interface RenderSection {
  connections: number;
  seconds: number;
  /** The product page measured, e.g. /product/1. */
  page: string;
  /** X-Cache-Status of the sample request after the warm-up, before the cached load. */
  sampleCacheStatus: string;
  /** The mock's own GET /api/subcategories, measured in the same run: the baseline. */
  baseline: RenderRow;
  uncached: RenderRow;
  cached: RenderRow;
  /** Through nginx's cache with a browser's Accept-Encoding: gzip (compressed per request). */
  cachedGzip: RenderRow;
}

export interface ScaleEndpointRow extends LoadFigures {
  /** Products and gallery items in db.json (the seed's own counts for the baseline). */
  items: number;
  label: string;
  endpoint: string;
  bodyBytes: number;
  /** The same answer through nginx with Accept-Encoding: gzip, as a phone receives it. */
  gzipBytes: number;
}

export interface ScalePageRow {
  items: number;
  label: string;
  page: string;
  firstCardMs: number;
  domNodes: number;
  /** Cards (product links / gallery tiles) in the DOM once the page settled. */
  cardsInDom: number;
  heapUsedBytes: number;
}

/** The catalogue's filters (issue 20) at one data size. */
export interface ScaleFilterRow {
  items: number;
  label: string;
  /** Distinct catalogue addresses asked in turn (none answered from the mock's memo). */
  addresses: number;
  answerP50Ms: number;
  answerP95Ms: number;
  answerMaxMs: number;
  /** Chip clicks on /product in Chromium, each to a category not shown before. */
  changes: number;
  /** Median time from the click to the first card of the new result on screen. */
  firstCardAfterChangeMs: number;
}

export interface ScaleSection {
  connections: number;
  seconds: number;
  endpoints: ScaleEndpointRow[];
  pages: ScalePageRow[];
  /** Absent in results written before issue 20. */
  filters?: ScaleFilterRow[];
  notes: string[];
}

export interface UploadSection {
  endpoint: string;
  fileBytes: number;
  width: number;
  height: number;
  status: number;
  answerMs: number;
  /** Files that appeared in uploads/ with the upload (original + derivatives). */
  files: { name: string; bytes: number }[];
  derivatives: number;
  rssBeforeBytes: number;
  rssPeakBytes: number;
  hwmAfterBytes: number;
}
