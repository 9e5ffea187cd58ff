import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { DashboardPage } from './dashboard-page';

const OPENAPI = 'GET /backend/openapi.json';
const SUMMARY = 'GET /backend/api/admin/summary';

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
    const headers = new Headers(callsTo(fetchMock, OPENAPI)[0]?.[1]?.headers);
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
      await expect.poll(() => callsTo(fetchMock, OPENAPI).length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the answer has been handled
      expect.soft(screen.queryByRole('link', { name: 'API reference' })).not.toBeInTheDocument();
      expect.soft(screen.queryByText(/For developers/)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('gives every card its figure from one summary call, and links Leads and Activity', async () => {
    window.localStorage.setItem('token', 'admin-token');
    const fetchMock = mockFetch({
      [SUMMARY]: json({
        sliders: 2,
        products: 1234,
        gallery: 1,
        brochure: false,
        leads: { unread: 3, mail_failed: 1 },
        last_activity_at: '2026-11-25T04:46:09.000Z',
        extra: 'a real backend may add fields',
      }),
    });
    renderPage(<DashboardPage />, { path: '/admin/dashboard' });
    // Each card is named by SPEC's label; its figure is the description.
    const card = async (name: string, href: string, figure: string | RegExp) => {
      const link = await screen.findByRole('link', { name });
      expect.soft(link).toHaveAttribute('href', href);
      await waitFor(() => {
        expect(link).toHaveAccessibleDescription(figure);
      });
    };
    await card('Slider Manage', '/admin/slider', '2 of 3 slides');
    await card('Products', '/admin/sub-category', '1,234 products');
    await card('E-Brochure', '/admin/e-brochure', 'Not uploaded yet');
    // Issue 20: a card without a figure (the summary has none for it).
    const categories = screen.getByRole('link', { name: 'Categories' });
    expect(categories).toHaveAttribute('href', '/admin/categories');
    expect(categories).not.toHaveAccessibleDescription();
    await card('Gallery Manage', '/admin/gallery', '1 image');
    await card('Leads', '/admin/leads', '3 unread, 1 mail failed');
    await card('Activity Log', '/admin/activity', /^Latest \d{1,2} Nov 2026, /);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(1);
    expect(new Headers(callsTo(fetchMock, SUMMARY)[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer admin-token',
    );
  });

  it('shows the cards without figures on a backend without the summary (404)', async () => {
    const fetchMock = mockFetch({});
    renderPage(<DashboardPage />, { path: '/admin/dashboard' });
    await expect.poll(() => callsTo(fetchMock, SUMMARY).length).toBe(1);
    const slider = await screen.findByRole('link', { name: 'Slider Manage' });
    expect(slider).toBeVisible();
    expect(slider).not.toHaveAccessibleDescription();
    expect(screen.getByRole('link', { name: 'Leads' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Activity Log' })).toBeVisible();
    expect(screen.queryByText(/slides$/)).not.toBeInTheDocument();
  });
});
