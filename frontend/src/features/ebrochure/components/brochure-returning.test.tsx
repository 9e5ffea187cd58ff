import { BROCHURE_LINK_MESSAGES } from '@gear/contract/brochure-links';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchMock, json, type MockAnswer, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { VISITOR_STORAGE_KEY } from '../visitor-memory';
import { EbrochurePage } from './ebrochure-page';

/** Brochure gating (ADR 0020): the gated link, and visitors remembered in this browser. */

const PUBLIC = { cover_image: '/uploads/cover.png', pdf_file: '/uploads/catalogue.pdf' };
const GATED = { cover_image: '/uploads/cover.png', pdf_available: true };
const LINK = '/api/ebrochure/download?exp=1900000000&sig=abc_DEF-123';
const GET = 'GET /backend/api/ebrochure';
const POST = 'POST /backend/api/send-email';
const PASS_POST = 'POST /backend/api/ebrochure/link';
const VALID = { name: '  Asha   Patel ', email: 'asha@example.com', phone: '+91 98765 43210' };

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function clickSpy() {
  const links: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    links.push(this);
  });
  return links;
}

async function renderWith(answers: Record<string, MockAnswer>) {
  const fetchMock = mockFetch(answers);
  const view = renderPage(<EbrochurePage />, { path: '/ebrochure' });
  await flush();
  return { fetchMock, view };
}

async function openModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Download Catalogue' }));
  // The modal's code loads when it is first opened (React.lazy, ADR 0027).
  await act(() => import('./brochure-modal'));
  await flush();
  return screen.getByRole('dialog', { name: 'Get Your Catalogue' });
}

function fillAndSubmit(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: VALID.name } });
  fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: VALID.email } });
  fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: VALID.phone } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Get Catalogue' }));
}

const posts = (fetchMock: FetchMock, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && input === url);

const stored = () => window.localStorage.getItem(VISITOR_STORAGE_KEY);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('gated brochure', () => {
  it("downloads through the answer's signed link and remembers only the first name and pass", async () => {
    const links = clickSpy();
    const { view } = await renderWith({
      [GET]: json(GATED),
      [POST]: json({
        success: true,
        message: 'Success',
        download_url: LINK,
        expires_at: '2030-03-17T17:46:40.000Z',
        visitor_pass: 'PASS-1',
      }),
    });
    const dialog = await openModal();
    fillAndSubmit(dialog);
    await flush();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Success! Preparing your download...',
    );
    await advance(1000);
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`/backend${LINK}`);
    expect(links[0]?.getAttribute('download')).toBe('Example-Gears-Catalogue.pdf');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Download started! Thank you for your interest.',
    );
    await advance(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(stored() ?? 'null')).toEqual({ name: 'Asha', pass: 'PASS-1' });

    // Same visit: the form again (SPEC). Next visit: the greeting.
    expect(within(await openModal()).getByLabelText(/^Name/)).toHaveValue('');
    view.unmount();
    renderPage(<EbrochurePage />, { path: '/ebrochure' });
    await flush();
    expect(within(await openModal()).getByText('Welcome back, Asha.')).toBeInTheDocument();
  });

  it('says the brochure is not available when the answer has no link', async () => {
    const links = clickSpy();
    await renderWith({ [GET]: json(GATED), [POST]: json({ success: true, visitor_pass: 'P' }) });
    const dialog = await openModal();
    fillAndSubmit(dialog);
    await flush();
    await advance(1000);
    expect(links).toHaveLength(0);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error: Brochure not available. Please try again later.',
    );
  });
});

describe('returning visitor', () => {
  it('is greeted and downloads with a fresh link for the pass, with no new lead', async () => {
    window.localStorage.setItem(VISITOR_STORAGE_KEY, JSON.stringify({ name: 'Asha', pass: 'P-9' }));
    const links = clickSpy();
    const { fetchMock } = await renderWith({
      [GET]: json(GATED),
      [PASS_POST]: json({ download_url: LINK, expires_at: '2030-03-17T17:46:40.000Z' }),
    });
    const dialog = await openModal();
    expect(within(dialog).getByText('Welcome back, Asha.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Email/)).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download now' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Processing your request...');
    expect(within(dialog).getByRole('button', { name: 'Download now' })).toBeDisabled();
    await flush();
    const [call] = posts(fetchMock, `/backend/api/ebrochure/link`);
    expect(JSON.parse(typeof call?.[1]?.body === 'string' ? call[1].body : '')).toEqual({
      pass: 'P-9',
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Success! Preparing your download...',
    );
    await advance(999);
    expect(links).toHaveLength(0);
    await advance(1);
    expect(links[0]?.getAttribute('href')).toBe(`/backend${LINK}`);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Download started! Thank you for your interest.',
    );
    await advance(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(fetchMock, '/backend/api/send-email')).toHaveLength(0);
  });

  it('without gating a remembered visitor changes nothing: the SPEC form shows', async () => {
    window.localStorage.setItem(VISITOR_STORAGE_KEY, JSON.stringify({ name: 'Ravi', pass: 'P' }));
    await renderWith({ [GET]: json(PUBLIC) });
    const dialog = await openModal();
    expect(within(dialog).queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
  });

  it('without gating a successful request remembers nothing', async () => {
    const links = clickSpy();
    await renderWith({ [GET]: json(PUBLIC), [POST]: json({ success: true }) });
    fillAndSubmit(await openModal());
    await flush();
    await advance(1000);
    expect(links[0]?.getAttribute('href')).toBe('/backend/uploads/catalogue.pdf');
    expect(stored()).toBeNull();
  });

  it("'Not you?' forgets them and shows the normal form", async () => {
    window.localStorage.setItem(VISITOR_STORAGE_KEY, JSON.stringify({ name: 'Asha', pass: 'P' }));
    await renderWith({ [GET]: json(GATED) });
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not you?' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(dialog).queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('a refused pass forgets them and shows the form with a clear message', async () => {
    window.localStorage.setItem(VISITOR_STORAGE_KEY, JSON.stringify({ name: 'Asha', pass: 'old' }));
    await renderWith({
      [GET]: json(GATED),
      [PASS_POST]: json({ success: false, error: 'no' }, 403),
    });
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download now' }));
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(BROCHURE_LINK_MESSAGES.passInvalid);
    expect(within(dialog).getByLabelText(/^Name/)).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('shows the form for a remembered visitor without a pass when the PDF is gated', async () => {
    window.localStorage.setItem(VISITOR_STORAGE_KEY, JSON.stringify({ name: 'Asha' }));
    await renderWith({ [GET]: json(GATED) });
    expect(within(await openModal()).getByLabelText(/^Name/)).toBeInTheDocument();
  });

  it('ignores a malformed memory', async () => {
    window.localStorage.setItem(VISITOR_STORAGE_KEY, '{"name":');
    await renderWith({ [GET]: json(PUBLIC) });
    expect(within(await openModal()).getByLabelText(/^Name/)).toBeInTheDocument();
  });

  it('works when storage throws (private mode, quota): no greeting, the download still runs', async () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const links = clickSpy();
    await renderWith({
      [GET]: json(GATED),
      [POST]: json({ success: true, download_url: LINK, visitor_pass: 'P' }),
    });
    const dialog = await openModal();
    fillAndSubmit(dialog);
    await flush();
    await advance(1000);
    expect(links[0]?.getAttribute('href')).toBe(`/backend${LINK}`);
    await advance(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
