import { describe, expect, it } from 'vitest';
import { BROTLI_PACKAGE, planPrerequisites, type SystemFacts } from './prerequisites.ts';

const fresh: SystemFacts = {
  chromium: null,
  nginx: null,
  externalSite: false,
  isRoot: true,
  debian: true,
  brotliModule: false,
};

describe('planPrerequisites', () => {
  it('installs what is missing as root on Debian, announcing it in one line', () => {
    const plan = planPrerequisites(fresh);
    expect(plan).toMatchObject({ kind: 'install', packages: ['chromium', 'nginx'] });
    if (plan.kind !== 'install') throw new Error('unreachable');
    expect(plan.announcement).toMatch(/^npm test: installing chromium nginx with apt-get \(/);
    expect(plan.announcement).not.toContain('\n');
    expect(plan.optional).toEqual([BROTLI_PACKAGE]);
  });

  it('gives the exact command and why when it cannot install', () => {
    const plan = planPrerequisites({ ...fresh, isRoot: false, nginx: '/usr/sbin/nginx' });
    expect(plan.kind).toBe('manual');
    if (plan.kind !== 'manual') throw new Error('unreachable');
    expect(plan.packages).toEqual(['chromium']);
    expect(plan.message).toContain('sudo apt-get update && sudo apt-get install -y chromium');
    expect(plan.message).toContain('the browser tests drive Chromium');
    expect(plan.message).toContain('CHROMIUM_PATH=');
    expect(plan.message).toContain('only when it runs as root');
  });

  it('names no apt command off Debian', () => {
    const plan = planPrerequisites({ ...fresh, debian: false });
    if (plan.kind !== 'manual') throw new Error(`expected manual, got ${plan.kind}`);
    expect(plan.message).not.toContain('apt-get');
    expect(plan.message).toContain('NGINX_PATH=');
  });

  it('is ready when both are there, offering only the optional brotli module', () => {
    const facts = { ...fresh, chromium: '/usr/bin/chromium', nginx: '/usr/sbin/nginx' };
    expect(planPrerequisites(facts)).toEqual({ kind: 'ready', optional: [BROTLI_PACKAGE] });
    expect(planPrerequisites({ ...facts, brotliModule: true })).toEqual({
      kind: 'ready',
      optional: [],
    });
    expect(planPrerequisites({ ...facts, isRoot: false })).toEqual({ kind: 'ready', optional: [] });
  });

  it('needs no nginx for a running site (E2E_BASE_URL)', () => {
    const plan = planPrerequisites({ ...fresh, chromium: '/usr/bin/chromium', externalSite: true });
    expect(plan).toEqual({ kind: 'ready', optional: [] });
  });
});
