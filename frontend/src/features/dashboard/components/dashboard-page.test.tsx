import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-with-router';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('links the API reference and its OpenAPI document on the backend', () => {
    renderPage(<DashboardPage />, { path: '/admin/dashboard' });
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/backend/docs',
    );
    expect(screen.getByRole('link', { name: 'openapi.json' })).toHaveAttribute(
      'href',
      '/backend/openapi.json',
    );
  });
});
