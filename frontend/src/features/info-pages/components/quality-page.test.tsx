import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagesImages } from '@/assets/images/site-images';
import { pageTitle } from '@/config/site';
import { renderPage } from '@/test/render-with-router';
import { expectHeadingOutline } from '../heading-outline';
import { QualityPage } from './quality-page';

describe('QualityPage', () => {
  it('shows the hero, the quality policy and client satisfaction, each with an image', () => {
    renderPage(<QualityPage />, { path: '/quailty' });

    expect(screen.getByRole('heading', { level: 1, name: 'Quality & Services' })).toBeVisible();
    expect(document.title).toBe(pageTitle('Quality & Services'));

    const policy = screen.getByRole('region', { name: 'Our Quality Policy' });
    expect(policy).toHaveTextContent('ISO 9001:2015');
    expect(policy).toHaveTextContent(/hardness, concentricity and surface finish/);
    expect(
      within(policy).getByRole('img', { name: pagesImages['quality-policy'].alt }),
    ).toHaveAttribute('width', String(pagesImages['quality-policy'].width));

    const satisfaction = screen.getByRole('region', { name: 'Client Satisfaction' });
    expect(satisfaction).toHaveTextContent(/OEMs and aftermarket suppliers/);
    const image = within(satisfaction).getByRole('img', {
      name: pagesImages['client-satisfaction'].alt,
    });
    expect(image).toHaveAttribute('loading', 'lazy');

    expectHeadingOutline();
  });
});
