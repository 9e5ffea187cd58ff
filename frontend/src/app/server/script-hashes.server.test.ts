// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../server/security-headers';
import { inlineScriptHashes, withScriptHashes } from './script-hashes.server';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'";

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script a browser runs, module scripts included', () => {
    const config = 'window.__APP_CONFIG__ = {"API_BASE_URL":"/backend","SITE_URL":""};';
    const hydration = 'window.__reactRouterContext = {"state":{"loaderData":{}}};\n  ';
    const module = 'import "/assets/entry.client-abc.js";\nwindow.__reactRouterRouteModules = {};';
    const html = [
      '<!doctype html><html><head>',
      `<script>${config}</script>`,
      '</head><body>',
      `<script type="text/javascript">${hydration}</script>`,
      `<script type="module" async="">${module}</script>`,
      '</body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256(config), sha256(hydration), sha256(module)]);
    // One known value, computed independently.
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });

  it('skips scripts loaded by src and data blocks (JSON-LD), and counts a repeated script once', () => {
    const html = [
      '<script src="/assets/entry.client-abc.js"></script>',
      '<script type="module" src="/assets/root-def.js"></script>',
      '<script type="application/ld+json" data-page-meta="">{"@graph":[]}</script>',
      "<script type='application/json'>{}</script>",
      '<script>same()</script><script>same()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('same()')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('withScriptHashes', () => {
  it("adds the page's hashes to script-src and nothing else", () => {
    const html = '<script>one()</script><script type="module">two()</script>';
    const policy = withScriptHashes(POLICY, html);
    expect(scriptSrc(policy).toSorted()).toEqual(
      ["'self'", sha256('one()'), sha256('two()')].toSorted(),
    );
    expect(policy).not.toContain("'unsafe-inline'");
    // The other directives are untouched.
    expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(POLICY);
  });

  it('leaves a policy alone for a page without inline scripts', () => {
    expect(withScriptHashes(POLICY, '<script src="/a.js"></script>')).toBe(POLICY);
  });

  it('refuses a policy it cannot add the hashes to (the page would not run)', () => {
    expect(() => withScriptHashes("default-src 'self'", '<script>x()</script>')).toThrow(
      /no script-src/,
    );
  });

  it('adds to script-src, not to a script-src-elem or similar directive', () => {
    const policy = withScriptHashes(
      "script-src-elem 'self'; script-src 'self'",
      '<script>x()</script>',
    );
    expect(policy).toBe(`script-src-elem 'self'; script-src ${sha256('x()')} 'self'`);
  });
});

describe("the site's own policy (nginx's snippet)", () => {
  it("takes the page's hashes and never allows inline scripts wholesale", () => {
    const policy =
      securityHeaders({ apiBaseUrl: '/backend', backendUpstream: 'http://127.0.0.1:4000' }).find(
        ([name]) => name === 'Content-Security-Policy',
      )?.[1] ?? '';
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    const page = withScriptHashes(policy, '<script>window.__APP_CONFIG__ = {};</script>');
    expect(scriptSrc(page)).toContain(sha256('window.__APP_CONFIG__ = {};'));
    expect(scriptSrc(page)).not.toContain("'unsafe-inline'");
  });
});
