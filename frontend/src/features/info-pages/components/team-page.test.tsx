import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagesImages } from '@/assets/images/site-images';
import { pageTitle } from '@/config/site';
import { renderPage } from '@/test/render-with-router';
import { expectHeadingOutline } from '../heading-outline';
import { TeamPage } from './team-page';

describe('TeamPage', () => {
  it('shows the banner, the intro, the team image and the four roles', () => {
    renderPage(<TeamPage />, { path: '/member' });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    expect(document.title).toBe(pageTitle('Our Team'));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Engineers Serving the Agricultural Sector' }),
    ).toBeVisible();
    expect(screen.getByText(/agricultural equipment/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: pagesImages.team.alt })).toHaveAttribute(
      'height',
      String(pagesImages.team.height),
    );

    const roles = screen.getByRole('region', { name: 'The Roles Behind Every Order' });
    expect(
      within(roles)
        .getAllByRole('heading', { level: 3 })
        .map((role) => role.textContent),
    ).toEqual([
      'Mechanical Engineers',
      'Agricultural Specialists',
      'Quality Control Experts',
      'Customer Support Team',
    ]);
    expectHeadingOutline();
  });
});
