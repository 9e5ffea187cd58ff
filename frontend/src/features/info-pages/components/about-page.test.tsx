import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagesImages } from '@/assets/images/site-images';
import { pageTitle } from '@/config/site';
import { renderPage } from '@/test/render-with-router';
import { expectHeadingOutline } from '../heading-outline';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('shows the hero, the factory photo, the about text and the three commitments', () => {
    renderPage(<AboutPage />, { path: '/about' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'A House Of Gears and Shafts.' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(pageTitle('About Us'));

    const photo = screen.getByRole('img', { name: pagesImages['about-factory'].alt });
    expect(photo).toHaveAttribute('width', String(pagesImages['about-factory'].width));
    expect(photo).toHaveAttribute('height', String(pagesImages['about-factory'].height));

    expect(screen.getByText(/Established in 2005/)).toHaveTextContent(
      /gears, transmission shafts and complete gearboxes for OEMs and the aftermarket/,
    );
    expect(screen.getByText(/Our promise is simple/)).toBeInTheDocument();

    const commitment = screen.getByRole('region', { name: 'Our Commitment to Excellence' });
    const cards = within(commitment).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'A 20 Year Legacy',
      'Customer First',
      'Vast Global Presence',
    ]);
    expect(within(commitment).getByText(/24x7 customer service/)).toBeInTheDocument();
    // Each card has its inline icon, hidden from assistive technology.
    expect(commitment.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(3);

    expectHeadingOutline();
  });
});
