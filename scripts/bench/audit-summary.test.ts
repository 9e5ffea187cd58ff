import { describe, expect, it } from 'vitest';
import { isFailing, summarizeAudit, type AuditLike } from './audit-summary.ts';

const audit = (overrides: Partial<AuditLike>): AuditLike => ({
  id: 'x',
  title: 'X',
  score: 1,
  scoreDisplayMode: 'binary',
  ...overrides,
});

describe('isFailing', () => {
  it('fails scored audits under 0.9 and audits that errored', () => {
    expect(isFailing(audit({ score: 0 }))).toBe(true);
    expect(isFailing(audit({ score: 0.89, scoreDisplayMode: 'numeric' }))).toBe(true);
    expect(isFailing(audit({ score: 0.9, scoreDisplayMode: 'numeric' }))).toBe(false);
    expect(isFailing(audit({ score: null, scoreDisplayMode: 'error' }))).toBe(true);
  });

  it('ignores informative, manual and not-applicable audits', () => {
    for (const mode of ['informative', 'manual', 'notApplicable']) {
      expect.soft(isFailing(audit({ score: 0, scoreDisplayMode: mode }))).toBe(false);
    }
  });
});

describe('summarizeAudit', () => {
  const origin = 'http://127.0.0.1:4321';

  it('names the first items (nodes, URLs without the origin) and counts the rest', () => {
    const summary = summarizeAudit(
      audit({
        displayValue: 'Potential savings of 40 KiB',
        details: {
          type: 'opportunity',
          items: [
            { url: `${origin}/assets/index-abc.js` },
            { node: { snippet: '<img src="/a.jpg">', selector: 'img' } },
            { url: `${origin}/assets/b.css` },
            { url: `${origin}/assets/c.css` },
          ],
        },
      }),
      origin,
    );
    expect(summary).toBe(
      'Potential savings of 40 KiB; 4 items: `/assets/index-abc.js`, `<img src="/a.jpg">`, `/assets/b.css` (+1 more)',
    );
  });

  it('names the first row of the tables inside a list', () => {
    const summary = summarizeAudit(
      audit({
        displayValue: '2,830 ms',
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { snippet: '<img class="hero">' } }] },
            { type: 'table', items: [{ phase: 'TTFB', timing: 10 }] },
          ],
        },
      }),
      origin,
    );
    expect(summary).toBe('2,830 ms; 2 items: `<img class="hero">`');
  });

  it('says why an audit errored', () => {
    expect(
      summarizeAudit(
        audit({ score: null, scoreDisplayMode: 'error', errorMessage: 'Trace failed' }),
        origin,
      ),
    ).toBe('Trace failed');
  });

  it('falls back to a dash', () => {
    expect(summarizeAudit(audit({}), origin)).toBe('—');
  });
});
