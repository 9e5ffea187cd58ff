import { QUOTE_OFFER } from '@gear/contract/quotes';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetQuoteOffer, loadQuoteOffer } from '@/lib/quote-list';
import { addToQuoteList } from '@/lib/quote-list-edit';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-with-router';
import { mockViewport } from '../test/viewport';
import { SiteHeader } from './site-header';

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderHeader(path = '/') {
  return renderRoutes(
    [
      {
        element: (
          <>
            <SiteHeader />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    path,
  );
}

const companyButton = () => screen.getByRole('button', { name: 'Our Company' });
const companyLinks = [
  'About Us',
  'Quality & Services',
  'Certification',
  'Lab Inspection & Equipment',
  'Our Team',
];

describe('SiteHeader on wide screens', () => {
  it('shows the wordmark linking home and every top-level link', () => {
    mockViewport(1280);
    renderHeader('/contact');
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: /EXAMPLE GEARS\s*AUTO ENGINEERS/ });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('translate', 'no');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Infrastructure', '/infrastructure'],
      ['Products', '/product'],
      ['Gallery', '/gallery'],
      ['E-Brochure', '/ebrochure'],
      ['Contact', '/contact'],
    ] as const) {
      expect.soft(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the Our Company dropdown on hover and closes it when the pointer leaves', async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    renderHeader();
    expect(companyButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();

    await user.hover(companyButton());
    expect(companyButton()).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(companyButton().getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(
      within(list!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about'],
      ['Quality & Services', '/quailty'],
      ['Certification', '/certificate'],
      ['Lab Inspection & Equipment', '/lab'],
      ['Our Team', '/member'],
    ]);

    await user.unhover(companyButton());
    expect(companyButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard; Escape closes it and returns focus to the button', async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    renderHeader();
    companyButton().focus();
    await user.keyboard('{Enter}');
    expect(companyButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(companyButton()).toHaveAttribute('aria-expanded', 'false');
    expect(companyButton()).toHaveFocus();

    // Tabbing past the last entry closes it.
    await user.keyboard('{Enter}');
    for (let step = 0; step < 5; step += 1) await user.tab();
    expect(screen.getByRole('link', { name: 'Our Team' })).toHaveFocus();
    expect(companyButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Infrastructure' })).toHaveFocus();
    expect(companyButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown when a link is chosen and highlights the current page', async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    renderHeader();
    await user.hover(companyButton());
    await user.click(screen.getByRole('link', { name: 'Lab Inspection & Equipment' }));
    expect(screen.getByText('At /lab')).toBeInTheDocument();
    await user.unhover(companyButton());
    expect(companyButton()).toHaveAttribute('aria-expanded', 'false');

    await user.hover(companyButton());
    expect(screen.getByRole('link', { name: 'Lab Inspection & Equipment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('SiteHeader on narrow screens', () => {
  it('opens the dropdown on click (not hover) and closes it when the window grows to 768px', async () => {
    const viewport = mockViewport(375);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    await user.hover(companyButton());
    expect(companyButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(companyButton());
    expect(companyButton()).toHaveAttribute('aria-expanded', 'true');
    for (const label of companyLinks) {
      expect.soft(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    await user.click(companyButton());
    expect(companyButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(companyButton());
    viewport.resize(767);
    expect(companyButton()).toHaveAttribute('aria-expanded', 'true');
    viewport.resize(768);
    expect(companyButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('opens the side panel with focus inside and scroll locked; Escape closes and restores focus', async () => {
    mockViewport(375);
    const user = userEvent.setup();
    renderHeader();
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(openButton);

    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('menu-overlay')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(panel).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(panel).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();

    // Focus stays inside the panel.
    await user.tab({ shift: true });
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(openButton).toHaveFocus();
  });

  it('closes the panel with the X button, the overlay, and when a link is chosen', async () => {
    mockViewport(375);
    const user = userEvent.setup();
    renderHeader();
    const openButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(openButton);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(openButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(openButton);
    await user.click(screen.getByTestId('menu-overlay'));
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');

    await user.click(openButton);
    await user.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(screen.getByText('At /gallery')).toBeInTheDocument();
    expect(openButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(openButton);
    await user.click(companyButton());
    await user.click(screen.getByRole('link', { name: 'Our Team' }));
    expect(screen.getByText('At /member')).toBeInTheDocument();
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    expect(companyButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open panel when the window grows to 768px', async () => {
    const viewport = mockViewport(375);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    viewport.resize(1024);
    expect(screen.queryByTestId('menu-overlay')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('SiteHeader: the quote list (issue 19)', () => {
  const lines = (count: number) =>
    JSON.stringify({
      version: 1,
      lines: Array.from({ length: count }, (_, index) => ({
        productId: index + 1,
        title: `Gear ${String(index + 1)}`,
        image: null,
        quantity: 1,
        note: '',
      })),
    });

  beforeEach(() => {
    forgetQuoteOffer();
  });

  it('links to /quote with the number of listed products, when the backend takes quote requests', async () => {
    mockViewport(1280);
    mockFetch({ 'GET /backend/api/quote': json(QUOTE_OFFER) });
    window.localStorage.setItem('quoteList', lines(3));
    renderHeader('/quote');
    // Not before the answer (the server renders the header without it).
    expect(screen.queryByRole('link', { name: /^Quote list/ })).not.toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Quote list, 3 products' });
    expect(link).toHaveAttribute('href', '/quote');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(link);

    act(() => {
      addToQuoteList({ productId: 99, title: 'Axle Shaft', image: null });
    });
    expect(link).toHaveAccessibleName('Quote list, 4 products');
    act(() => {
      window.localStorage.setItem('quoteList', lines(1));
      window.dispatchEvent(new StorageEvent('storage', { key: 'quoteList' }));
    });
    expect(link).toHaveAccessibleName('Quote list, 1 product');
    act(() => {
      window.localStorage.removeItem('quoteList');
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(link).toHaveAccessibleName('Quote list');
    expect(link).toHaveTextContent(/^Quote list$/);
  });

  it('on phones sits in the bar before the menu button, reachable by keyboard', async () => {
    mockViewport(375);
    const user = userEvent.setup();
    mockFetch({ 'GET /backend/api/quote': json(QUOTE_OFFER) });
    window.localStorage.setItem('quoteList', lines(2));
    renderHeader();
    const link = await screen.findByRole('link', { name: 'Quote list, 2 products' });
    await user.tab();
    expect(screen.getByRole('link', { name: /EXAMPLE GEARS/ })).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('is not there against a backend without quote requests (404)', async () => {
    mockViewport(1280);
    mockFetch({});
    window.localStorage.setItem('quoteList', lines(2));
    renderHeader();
    await act(() => loadQuoteOffer());
    expect(screen.queryByRole('link', { name: /Quote list/ })).not.toBeInTheDocument();
  });
});
