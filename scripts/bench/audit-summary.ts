/** Short, stable summaries of Lighthouse audit results for the report (pure, unit-tested). */

export interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string | undefined;
  errorMessage?: string | undefined;
  details?: unknown;
}

/** Lighthouse draws its green line at 0.9: below it an audit is shown as failed or warned. */
const PASS_SCORE = 0.9;

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** 'error' means the audit could not run: reported too, with a null score. */
export function isFailing(audit: AuditLike): boolean {
  if (audit.scoreDisplayMode === 'error') return true;
  return SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < PASS_SCORE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** What identifies one row of a table/opportunity/list: its URL, node or label. */
function describeItem(item: unknown, origin: string): string | null {
  if (!isRecord(item)) return null;
  // A 'list' detail holds whole tables (the LCP element, then its phases): name the first row.
  if (item.type === 'table' && Array.isArray(item.items)) {
    const rows: unknown[] = item.items;
    return describeItem(rows[0], origin);
  }
  const node = item.node;
  if (isRecord(node)) {
    const snippet = typeof node.snippet === 'string' ? node.snippet : null;
    const selector = typeof node.selector === 'string' ? node.selector : null;
    const label = typeof node.nodeLabel === 'string' ? node.nodeLabel : null;
    return clip(snippet ?? selector ?? label ?? 'node', 90);
  }
  // Console errors: { source: 'network', description: 'Failed to load resource ...', url }.
  if (typeof item.source === 'string' && typeof item.description === 'string') {
    const location = item.sourceLocation;
    const url =
      typeof item.url === 'string'
        ? item.url
        : isRecord(location) && typeof location.url === 'string'
          ? location.url
          : null;
    const where = url === null ? '' : ` (${url.split(origin).join('')})`;
    return clip(`${item.description}${where}`, 160);
  }
  for (const key of ['url', 'source', 'label', 'description', 'name', 'groupLabel']) {
    const value = item[key];
    if (typeof value === 'string' && value !== '') return clip(value.split(origin).join(''), 90);
    if (isRecord(value) && typeof value.url === 'string')
      return clip(value.url.split(origin).join(''), 90);
  }
  return null;
}

/** "displayValue; N items: a, b, c" with the origin stripped from URLs. */
export function summarizeAudit(audit: AuditLike, origin: string): string {
  const parts: string[] = [];
  if (audit.scoreDisplayMode === 'error' && audit.errorMessage)
    parts.push(clip(audit.errorMessage, 120));
  if (audit.displayValue) parts.push(clip(audit.displayValue, 80));
  const details = audit.details;
  if (isRecord(details) && Array.isArray(details.items) && details.items.length > 0) {
    const items: unknown[] = details.items;
    const names = items
      .map((item) => describeItem(item, origin))
      .filter((name): name is string => name !== null);
    const unique = [...new Set(names)];
    const shown = unique.slice(0, 3).map((name) => `\`${name.replace(/`/g, "'")}\``);
    const more = unique.length > 3 ? ` (+${unique.length - 3} more)` : '';
    parts.push(
      `${items.length} item${items.length === 1 ? '' : 's'}${shown.length > 0 ? `: ${shown.join(', ')}${more}` : ''}`,
    );
  } else if (isRecord(details) && typeof details.type === 'string' && parts.length === 0) {
    parts.push(`details: ${details.type}`);
  }
  return parts.join('; ') || '—';
}
