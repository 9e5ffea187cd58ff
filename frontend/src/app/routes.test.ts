import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import routes from './routes';

/** Every URL path the route config matches, with its module. */
function flatten(entries: readonly RouteConfigEntry[], parent = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of entries) {
    const here = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    if (entry.index || (entry.path !== undefined && !entry.children))
      found.set(here || '/', entry.file);
    for (const [path, file] of flatten(entry.children ?? [], here)) found.set(path, file);
  }
  return found;
}

describe('the route config', () => {
  const table = flatten(routes);

  it('has a page for every path of config/paths.ts (SPEC §2), spelled the same', () => {
    const expected = [
      paths.home,
      paths.about,
      paths.quality,
      paths.certificate,
      paths.lab,
      paths.team,
      paths.infrastructure,
      paths.products,
      `${paths.products}/:id`,
      paths.gallery,
      paths.ebrochure,
      paths.contact,
      paths.quote,
      ...Object.values(paths.admin),
    ];
    for (const path of expected) expect.soft(table.has(path), path).toBe(true);
    expect(paths.productDetail(7)).toBe('/product/7');
  });

  it('keeps the admin branch apart from the public layout', () => {
    for (const [path, file] of table) {
      if (path.startsWith('/admin')) expect.soft(file, path).toMatch(/pages\/admin-/);
      else expect.soft(file, path).not.toMatch(/admin/);
    }
  });

  it('has a not-found page for unknown public and admin paths', () => {
    expect(table.get('/*')).toBe('pages/not-found.tsx');
    expect(table.get('/admin/*')).toBe('pages/admin-not-found.tsx');
  });
});
