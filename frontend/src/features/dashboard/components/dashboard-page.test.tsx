import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { DashboardPage } from './dashboard-page';

const OPENAPI = 'GET /backend/openapi.json';

describe('DashboardPage', () => {
  it('links the API reference and its OpenAPI document when the backend has them', async () => {
    window.localStorage.setItem('token', 'admin-token');
    const fetchMock = mockFetch({
      [OPENAPI]: json({ openapi: '3.1.0', info: { title: 'Gear site API' } }),
    });
    renderPage(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/backend/docs',
    );
    expect(screen.getByRole('link', { name: 'openapi.json' })).toHaveAttribute(
      'href',
      '/backend/openapi.json',
    );
    // The token on every admin call (SECURITY.md).
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('shows no link on a backend without an API reference (404, or not an OpenAPI document)', async () => {
    for (const answer of [
      json({ message: 'Not found' }, 404),
      new Response('<!doctype html><p>app</p>', { status: 200 }),
    ]) {
      const fetchMock = mockFetch({ [OPENAPI]: answer });
      const view = renderPage(<DashboardPage />, { path: '/admin/dashboard' });
      expect.soft(await screen.findByRole('heading', { name: 'Quick Actions' })).toBeVisible();
      await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the answer has been handled
      expect.soft(screen.queryByRole('link', { name: 'API reference' })).not.toBeInTheDocument();
      expect.soft(screen.queryByText(/For developers/)).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
