import { BrochureRequestSchema } from '@gear/contract/leads';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type MockAnswer } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { EbrochurePage } from './ebrochure-page';

const BROCHURE = { cover_image: '/uploads/cover.png', pdf_file: '/uploads/catalogue.pdf' };
const GET = 'GET /backend/api/ebrochure';
const POST = 'POST /backend/api/send-email';

/** Lets pending promises (fetch answers) settle under fake timers. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Stubs link clicks (jsdom cannot navigate) and records the clicked links. */
function clickSpy() {
  const links: HTMLAnchorElement[] = [];
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    links.push(this);
  });
  return Object.assign(spy, { links });
}

async function renderWith(answers: Record<string, MockAnswer>) {
  const fetchMock = mockFetch(answers);
  renderPage(<EbrochurePage />, { path: '/ebrochure' });
  await flush();
  return fetchMock;
}

async function openModal(button: 'Download Catalogue' | 'GET NOW' = 'Download Catalogue') {
  fireEvent.click(screen.getByRole('button', { name: button }));
  // The modal's code loads when it is first opened (React.lazy, ADR 0027).
  await act(() => import('./brochure-modal'));
  await flush();
  return screen.getByRole('dialog', { name: 'Get Your Catalogue' });
}

function fill(dialog: HTMLElement, values: { name: string; email: string; phone: string }) {
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: values.name } });
  fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: values.email } });
  fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: values.phone } });
}

const VALID = { name: 'Asha Patel', email: 'asha@example.com', phone: '+91 98765 43210' };

function submit(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Get Catalogue' }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('EbrochurePage', () => {
  it("offers the uploaded cover's WebP derivatives as srcset", async () => {
    const variants = {
      '/uploads/cover.png': [
        { width: 480, url: '/uploads/cover-480w.webp' },
        { width: 800, url: '/uploads/cover-800w.webp' },
      ],
    };
    await renderWith({ [GET]: json({ ...BROCHURE, variants }) });
    const cover = screen.getByRole('img', { name: /edition cover$/ });
    expect(cover).toHaveAttribute('src', '/backend/uploads/cover.png');
    expect(cover).toHaveAttribute(
      'srcset',
      '/backend/uploads/cover-480w.webp 480w, /backend/uploads/cover-800w.webp 800w',
    );
    expect(cover).toHaveAttribute('sizes', 'min(100vw, 22rem)');
  });

  it('shows the hero, the cover card with its claims and the five contents', async () => {
    mockFetch({ [GET]: json(BROCHURE) });
    renderPage(<EbrochurePage />, { path: '/ebrochure' });

    expect(screen.getByRole('heading', { level: 1, name: 'E-Brochure' })).toBeInTheDocument();
    expect(screen.getByText('Loading brochure information...')).toBeInTheDocument();
    await flush();
    expect(screen.queryByText('Loading brochure information...')).not.toBeInTheDocument();

    expect(screen.getByText('2025 Edition')).toBeInTheDocument();
    expect(screen.getByText('100+ Products')).toBeInTheDocument();
    expect(screen.getByText('25+ Years')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /catalogue 2025 edition cover/i })).toHaveAttribute(
      'src',
      '/backend/uploads/cover.png',
    );
    expect(screen.getByRole('heading', { level: 3, name: "What's Inside" })).toBeInTheDocument();
    const inside = within(screen.getByRole('list', { name: "What's Inside" }));
    expect(inside.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Technical specifications and tolerances',
      'Performance and load data',
      'Materials and surface treatments',
      'Custom engineering case studies',
      'Application guides',
    ]);
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '#contact');
    expect(document.getElementById('contact')).toHaveTextContent('Talk to our sales team');
    expect(screen.getByRole('button', { name: 'GET NOW' })).toBeInTheDocument();
  });

  it('shows "Error: " plus the message and a refresh hint when the brochure cannot be loaded', async () => {
    await renderWith({ [GET]: json({ success: false, error: 'Database offline' }, 500) });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Database offline');
    expect(alert).toHaveTextContent(/refresh the page, or contact support/);
  });

  it('says so when there is no brochure, and shows the bundled cover', async () => {
    await renderWith({ [GET]: json(null) });
    expect(
      screen.getByText('No brochure available at this time. Please check back later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /cover/i }).getAttribute('src')).not.toContain(
      '/backend/',
    );
  });

  it("reads a backend's 404 for the brochure as 'none', not as a failure", async () => {
    await renderWith({ [GET]: json({ message: 'No e-brochure found' }, 404) });
    expect(
      screen.getByText('No brochure available at this time. Please check back later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });

  it('runs the whole request flow: processing, success, download after 1 s, close after 2 s', async () => {
    const click = clickSpy();
    const fetchMock = await renderWith({ [GET]: json(BROCHURE), [POST]: json({ success: true }) });

    const dialog = await openModal();
    for (const label of [/^Name/, /^Email/, /^Phone/]) {
      expect.soft(within(dialog).getByLabelText(label)).toBeRequired();
    }
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');

    fill(dialog, VALID);
    submit(dialog);
    const processing = within(dialog).getByRole('status');
    expect(processing).toHaveTextContent('Processing your request...');
    expect(processing.className).toMatch(/info/);
    expect(within(dialog).getByRole('button', { name: 'Get Catalogue' })).toBeDisabled();

    await flush();
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    const { elapsedMs, ...fields } = BrochureRequestSchema.parse(
      JSON.parse(typeof init?.body === 'string' ? init.body : ''),
    );
    expect(fields).toEqual({
      name: 'Asha Patel',
      email: 'asha@example.com',
      contact: '+91 98765 43210',
      website: '',
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(0);
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Success! Preparing your download...');
    expect(status.className).toMatch(/success/);

    await advance(999);
    expect(click).not.toHaveBeenCalled();
    await advance(1);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.links[0];
    expect(link?.getAttribute('href')).toBe('/backend/uploads/catalogue.pdf');
    expect(link?.getAttribute('download')).toBe('Example-Gears-Catalogue.pdf');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
    const started = within(dialog).getByRole('status');
    expect(started).toHaveTextContent('Download started! Thank you for your interest.');
    expect(started.className).toMatch(/success/);

    await advance(1999);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const reopened = await openModal('GET NOW');
    expect(within(reopened).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(reopened).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the brochure is not available when there is no PDF after success', async () => {
    const click = clickSpy();
    await renderWith({ [GET]: json(null), [POST]: json({ success: true }) });
    const dialog = await openModal('GET NOW');
    fill(dialog, VALID);
    submit(dialog);
    await flush();
    await advance(1000);
    expect(click).not.toHaveBeenCalled();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Error: Brochure not available. Please try again later.');
    await advance(5000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks for every field when one is empty, without calling the server', async () => {
    const fetchMock = await renderWith({ [GET]: json(BROCHURE) });
    const dialog = await openModal();
    fill(dialog, { ...VALID, phone: '   ' });
    submit(dialog);
    await flush(); // the form library validates asynchronously
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields.',
    );
    expect(fetchMock.mock.calls.some(([, options]) => options?.method === 'POST')).toBe(false);
  });

  it('names an invalid email (no empty field) and moves the focus to it, without calling the server', async () => {
    const fetchMock = await renderWith({ [GET]: json(BROCHURE) });
    const dialog = await openModal();
    fill(dialog, { ...VALID, email: 'asha@' });
    submit(dialog);
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(within(dialog).getByLabelText(/^Email/)).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, options]) => options?.method === 'POST')).toBe(false);
  });

  it.each([
    [
      'HTTP 400',
      json({ success: false, error: 'bad' }, 400),
      'Please provide all required fields.',
    ],
    ['HTTP 500', json({ success: false }, 500), 'Error sending email. Please try again.'],
    ['HTTP 503', json({}, 503), 'Error processing your request. Please try again.'],
    [
      'no response',
      new TypeError('Failed to fetch'),
      'Network error. Please check your connection.',
    ],
  ] as const)('shows the %s message in red', async (_label, answer, message) => {
    const click = clickSpy();
    await renderWith({ [GET]: json(BROCHURE), [POST]: answer });
    const dialog = await openModal();
    fill(dialog, VALID);
    submit(dialog);
    await flush();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.className).toMatch(/error/);
    expect(within(dialog).getByRole('button', { name: 'Get Catalogue' })).toBeEnabled();
    await advance(3000);
    expect(click).not.toHaveBeenCalled();
  });

  it.each(['close button', 'backdrop'] as const)(
    'closing by the %s clears the form and the status message',
    async (how) => {
      await renderWith({ [GET]: json(BROCHURE) });
      const dialog = await openModal();
      fill(dialog, { ...VALID, email: '' });
      submit(dialog);
      await flush(); // the form library validates asynchronously
      expect(within(dialog).getByRole('alert')).toBeInTheDocument();

      if (how === 'close button') {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      } else {
        fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
      }
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      const reopened = await openModal();
      expect(within(reopened).getByLabelText(/^Name/)).toHaveValue('');
      expect(within(reopened).getByLabelText(/^Phone/)).toHaveValue('');
      expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('a close during the flow cancels the pending download', async () => {
    const click = clickSpy();
    await renderWith({ [GET]: json(BROCHURE), [POST]: json({ success: true }) });
    const dialog = await openModal();
    fill(dialog, VALID);
    submit(dialog);
    await flush();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Success!');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(5000);
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends how long the modal form was on screen (from opening) and the empty honeypot', async () => {
    let now = 50_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const fetchMock = await renderWith({ [GET]: json(BROCHURE), [POST]: json({ success: true }) });
    now = 80_000; // the page was open for a while: only the modal's time counts
    const dialog = await openModal('GET NOW');
    now = 83_250;
    fill(dialog, VALID);
    submit(dialog);
    await flush();
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toMatchObject({
      website: '',
      elapsedMs: 3250,
    });
  });

  it('has a honeypot no person sees or reaches (hidden, aria-hidden, out of the tab order, no autofill)', async () => {
    await renderWith({ [GET]: json(BROCHURE) });
    const dialog = await openModal();
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot?.closest('.visually-hidden')).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).queryByRole('textbox', { name: /website/i })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['name', 'email', 'phone']);
  });
});
