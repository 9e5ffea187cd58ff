import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-with-router';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('has the quick links, address, phones, e-mail, social links and copyright', () => {
    renderPage(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about'],
      ['Infrastructure', '/infrastructure'],
      ['Products', '/product'],
      ['Our Gallery', '/gallery'],
      ['E-Brochure', '/ebrochure'],
      ['Contact Us', '/contact'],
    ]);

    expect(within(footer).getByText(/Rajkot, Gujarat 360000, India/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+91 00000 00000' })).toHaveAttribute(
      'href',
      'tel:+910000000000',
    );
    expect(within(footer).getByRole('link', { name: '+91 00000 00001' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    expect(within(footer).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );

    const social = within(footer).getByRole('list', { name: 'Social media' });
    const linkedIn = within(social).getByRole('link', { name: /LinkedIn/ });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(social).getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // The placeholder account is shown but is not a link.
    expect(within(social).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
    expect(within(social).getByText('Instagram (coming soon)')).toBeInTheDocument();

    expect(footer).toHaveTextContent('Copyright © 2025');
    expect(footer).toHaveTextContent('Designed by Example Web Studio');
  });
});
