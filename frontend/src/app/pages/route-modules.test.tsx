import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoot from './admin-root';
import * as ebrochure from './ebrochure';
import * as gallery from './gallery';
import * as home from './home';
import * as notFound from './not-found';
import * as productDetail from './product-detail';
import * as products from './products';

describe('the route modules', () => {
  it('public data pages: a server loader for the first load, the browser fetches after that', () => {
    for (const [name, page] of Object.entries({
      home,
      products,
      productDetail,
      gallery,
      ebrochure,
    })) {
      expect.soft(typeof page.loader, name).toBe('function');
      // Client-side navigation reads nothing from the server: the page fetches with its loading
      // text, as before server rendering (SPEC §4).
      expect.soft(page.clientLoader(), name).toBeNull();
      expect.soft('hydrate' in page.clientLoader, name).toBe(false);
      // The loader's X-Accel-Expires: 0 (a failed or slow read) reaches nginx.
      const loaderHeaders = new Headers({ 'X-Accel-Expires': '0' });
      const headers = page.headers({ loaderHeaders } as Parameters<typeof page.headers>[0]);
      expect.soft(new Headers(headers).get('X-Accel-Expires'), name).toBe('0');
    }
  });

  it('an unknown public path is a 404 page, rendered in the browser on navigation', () => {
    const result = notFound.loader();
    expect(result.init?.status).toBe(404);
    expect(notFound.clientLoader()).toBeNull();
  });

  it('the admin is client-only: no server loader, the fallback on the server and while hydrating', () => {
    expect('loader' in adminRoot).toBe(false);
    expect(adminRoot.clientLoader.hydrate).toBe(true);
    expect(adminRoot.clientLoader()).toBeNull();
    render(<adminRoot.HydrateFallback />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
