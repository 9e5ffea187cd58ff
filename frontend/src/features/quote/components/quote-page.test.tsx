import { QUOTE_OFFER, QuoteRequestSchema } from '@gear/contract/quotes';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { json, mockFetch, type MockAnswer } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { QuotePage } from './quote-page';
import { forgetQuoteOffer } from '@/lib/quote-list';
import { installBlobArrayBuffer } from '@/test/blob-array-buffer';

installBlobArrayBuffer();

const MIB = 1024 * 1024;
const OFFER = 'GET /backend/api/quote';

const LINES = [
  { productId: 3, title: 'Spur Gear', image: '/uploads/spur-480w.webp', quantity: 12, note: '' },
  { productId: 5, title: 'Axle Shaft', image: null, quantity: 1, note: 'EN-19' },
  { productId: 'B-7', title: 'Bevel Gear', image: null, quantity: 40, note: '' },
];

const DETAILS = {
  name: 'Ravi Mehta',
  email: 'ravi@example.com',
  phone: '+91 98250 12345',
};

/** A drawing that is what its name says (a PDF's header), or any other bytes. */
const pdf = (name = 'housing.pdf', body = '%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n') =>
  new File([body], name, { type: 'application/pdf' });
const png = (name = 'gear.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, {
    type: 'image/png',
  });

function storeLines(lines: readonly unknown[] = LINES) {
  window.localStorage.setItem('quoteList', JSON.stringify({ version: 1, lines }));
}

const storedLines = (): unknown =>
  (JSON.parse(window.localStorage.getItem('quoteList') ?? '{"lines":null}') as { lines: unknown })
    .lines;

function renderQuote(offer: MockAnswer = json(QUOTE_OFFER)) {
  const fetchMock = mockFetch({ [OFFER]: offer });
  // The upload goes through XMLHttpRequest for its progress events.
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  renderPage(<QuotePage />, {
    path: '/quote',
    stubs: ['/product', '/product/:id', '/contact'],
  });
  return fetchMock;
}

const form = () => screen.getByRole('form', { name: 'Quote request' });
const drawingsInput = () => screen.getByLabelText('Drawings');

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  const fields = within(form());
  await user.type(fields.getByLabelText(/^Name/), DETAILS.name);
  await user.type(fields.getByLabelText(/^Email/), DETAILS.email);
  await user.type(fields.getByLabelText(/^Phone/), DETAILS.phone);
}

/** The request the page sent, as the server reads it. */
function sentRequest() {
  const body = FakeXhr.last?.body;
  if (!(body instanceof FormData)) throw new Error('no multipart request was sent');
  const request = body.get('request');
  return {
    request: QuoteRequestSchema.parse(JSON.parse(typeof request === 'string' ? request : '')),
    drawings: body.getAll('drawings').map((file) => (file instanceof File ? file.name : file)),
  };
}

beforeEach(() => {
  forgetQuoteOffer();
  FakeXhr.last = null;
});

describe('QuotePage: the list', () => {
  it('shows each product with its picture, link, quantity, note and Remove button; noindex', () => {
    storeLines();
    renderQuote();
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Your quote list' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Spur Gear' })).toHaveAttribute(
      'href',
      '/product/3',
    );
    expect(within(items[2]!).getByRole('link', { name: 'Bevel Gear' })).toHaveAttribute(
      'href',
      '/product/B-7',
    );
    const picture = items[0]!.querySelector('img');
    expect(picture).toHaveAttribute('src', '/backend/uploads/spur-480w.webp');
    expect(picture).toHaveAttribute('width', '80');
    expect(picture).toHaveAttribute('height', '64');

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Spur Gear' });
    expect(quantity).toHaveValue(12);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '1000000');
    const note = screen.getByRole('textbox', { name: 'Note for Axle Shaft' });
    expect(note).toHaveValue('EN-19');
    expect(note).toHaveAttribute('placeholder', 'Material, drawing no., annual volume');
    expect(note).toHaveAttribute('maxlength', '500');
    expect(screen.getByRole('button', { name: 'Remove Bevel Gear' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('keeps edited quantities and notes in the list; a quantity out of range says so', async () => {
    const user = userEvent.setup();
    storeLines();
    renderQuote();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Spur Gear' });
    await user.clear(quantity);
    await user.type(quantity, '250');
    await user.type(screen.getByRole('textbox', { name: 'Note for Spur Gear' }), 'Module 2');
    expect(storedLines()).toEqual([
      { ...LINES[0], quantity: 250, note: 'Module 2' },
      LINES[1],
      LINES[2],
    ]);

    for (const typed of ['0', '1000001', '2.5']) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      await user.tab();
      expect.soft(quantity, typed).toHaveAttribute('aria-invalid', 'true');
      expect.soft(quantity, typed).toHaveAccessibleDescription(QUOTE_MESSAGES.quantity);
    }
    // The list only ever holds a quantity that can be sent: the last one typed ('2' of '2.5').
    expect(storedLines()).toEqual([
      { ...LINES[0], quantity: 2, note: 'Module 2' },
      LINES[1],
      LINES[2],
    ]);
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(QUOTE_MESSAGES.quantity)).not.toBeInTheDocument();
  });

  it('does not send while a quantity cannot be sent, and takes the focus there', async () => {
    const user = userEvent.setup();
    storeLines();
    renderQuote();
    await fillDetails(user);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Bevel Gear' });
    await user.clear(quantity);
    await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveAccessibleDescription(QUOTE_MESSAGES.quantity);
    expect(FakeXhr.last).toBeNull();
  });

  it('removing a line says so and moves the focus to the next line, then to the heading', async () => {
    const user = userEvent.setup();
    storeLines();
    renderQuote();
    const status = () =>
      within(screen.getByRole('region', { name: 'Your quote list' })).getByRole('status');

    await user.click(screen.getByRole('button', { name: 'Remove Axle Shaft' }));
    expect(status()).toHaveTextContent(QUOTE_MESSAGES.removed('Axle Shaft'));
    expect(screen.getByRole('button', { name: 'Remove Bevel Gear' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Axle Shaft' })).not.toBeInTheDocument();

    // The last line: the focus goes to the one before.
    await user.click(screen.getByRole('button', { name: 'Remove Bevel Gear' }));
    expect(status()).toHaveTextContent(QUOTE_MESSAGES.removed('Bevel Gear'));
    expect(screen.getByRole('button', { name: 'Remove Spur Gear' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Spur Gear' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your quote list' })).toHaveFocus();
    expect(screen.getByText(QUOTE_MESSAGES.emptyList)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(storedLines()).toEqual([]);
    // The form stays: a drawing alone may be sent.
    expect(screen.getByRole('button', { name: 'Send Quote Request' })).toBeEnabled();
  });

  it('follows a change made in another tab', async () => {
    storeLines([LINES[0]]);
    renderQuote();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const raw = JSON.stringify({ version: 1, lines: LINES });
    window.localStorage.setItem('quoteList', raw);
    window.dispatchEvent(new StorageEvent('storage', { key: 'quoteList', newValue: raw }));
    expect(await screen.findByRole('link', { name: 'Bevel Gear' })).toBeInTheDocument();
  });
});

describe('QuotePage: drawings', () => {
  it('lists the picked drawings with their size; Remove takes one off', async () => {
    const user = userEvent.setup();
    renderQuote();
    await user.upload(drawingsInput(), [pdf('housing.pdf'), png('gear.png')]);
    const attached = await screen.findByRole('list', { name: 'Attached drawings' });
    expect(
      within(attached)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['housing.pdf1\u00a0KBRemove housing.pdf', 'gear.png1\u00a0KBRemove gear.png']);
    expect(drawingsInput()).toHaveAttribute(
      'accept',
      '.pdf,.png,.jpg,.jpeg,.dxf,.step,.stp,.iges,.igs',
    );
    expect(drawingsInput()).toHaveAttribute('multiple');
    expect(drawingsInput()).toHaveAccessibleDescription(QUOTE_MESSAGES.drawingsHint);

    await user.click(screen.getByRole('button', { name: 'Remove housing.pdf' }));
    expect(screen.getByRole('button', { name: 'Remove gear.png' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove gear.png' }));
    expect(drawingsInput()).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Attached drawings' })).not.toBeInTheDocument();
  });

  it('refuses a file by its name, by its bytes and by its size, naming it', async () => {
    // A browser lets people pick any file ("All files"); the page checks them itself.
    const user = userEvent.setup({ applyAccept: false });
    renderQuote();
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: 20 * MIB + 1 });
    await user.upload(drawingsInput(), [
      new File(['MZ'], 'setup.exe'),
      pdf('renamed.pdf', 'PK\u0003\u0004 a zip file'),
      png('photo.dxf'),
      big,
      pdf('good.pdf'),
    ]);
    const refused = await screen.findByRole('alert');
    expect([...refused.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      QUOTE_MESSAGES.drawingType('setup.exe'),
      QUOTE_MESSAGES.drawingType('renamed.pdf'),
      QUOTE_MESSAGES.drawingType('photo.dxf'),
      QUOTE_MESSAGES.drawingSize('big.pdf'),
    ]);
    const attached = screen.getByRole('list', { name: 'Attached drawings' });
    expect(within(attached).getAllByRole('listitem')).toHaveLength(1);
    expect(attached).toHaveTextContent('good.pdf');
  });

  it(`refuses drawings beyond five`, async () => {
    const user = userEvent.setup();
    renderQuote();
    await user.upload(drawingsInput(), [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')]);
    await screen.findByRole('list', { name: 'Attached drawings' });
    await user.upload(drawingsInput(), [pdf('5.pdf'), pdf('6.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTE_MESSAGES.drawingCount);
    const attached = screen.getByRole('list', { name: 'Attached drawings' });
    expect(within(attached).getAllByRole('listitem')).toHaveLength(5);
    expect(attached).not.toHaveTextContent('6.pdf');
  });
});

describe('QuotePage: sending', () => {
  it('sends the list as edited, the details and the drawings in one request, with progress', async () => {
    const user = userEvent.setup();
    storeLines();
    renderQuote();
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity of Spur Gear' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity of Spur Gear' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Note for Bevel Gear' }), ' 20MnCr5 ');
    await fillDetails(user);
    const fields = within(form());
    await user.type(fields.getByLabelText('Company'), 'Mehta Tractors');
    await user.type(fields.getByLabelText('Country'), 'India');
    await user.type(fields.getByLabelText('Message'), 'Delivery in March.');
    await user.upload(drawingsInput(), [pdf('housing.pdf'), png('gear.png')]);
    await screen.findByRole('list', { name: 'Attached drawings' });
    await user.click(fields.getByRole('button', { name: 'Send Quote Request' }));

    const sending = await fields.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await waitFor(() => {
      expect(FakeXhr.last).not.toBeNull();
    });
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/backend/api/quote');
    const { request, drawings } = sentRequest();
    const { elapsedMs, ...rest } = request;
    expect(rest).toEqual({
      ...DETAILS,
      company: 'Mehta Tractors',
      country: 'India',
      message: 'Delivery in March.',
      website: '',
      lines: [
        { productId: 3, title: 'Spur Gear', quantity: 500, note: '' },
        { productId: 5, title: 'Axle Shaft', quantity: 1, note: 'EN-19' },
        { productId: 'B-7', title: 'Bevel Gear', quantity: 40, note: '20MnCr5' },
      ],
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(0);
    expect(drawings).toEqual(['housing.pdf', 'gear.png']);

    act(() => {
      FakeXhr.last?.progress(30, 120);
    });
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '25',
    );

    act(() => {
      FakeXhr.last?.answer(201, { success: true, message: 'Quote request received.' });
    });
    const sent = await screen.findByText(QUOTE_MESSAGES.sent);
    expect(sent).toHaveAttribute('role', 'status');
    expect(sent.parentElement).toHaveFocus();
    expect(storedLines()).toEqual([]);
    expect(screen.getByText(QUOTE_MESSAGES.emptyList)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attached drawings' })).not.toBeInTheDocument();
    expect(fields.getByLabelText(/^Name/)).toHaveValue('');
    expect(fields.getByLabelText('Company')).toHaveValue('');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(fields.getByRole('button', { name: 'Send Quote Request' })).toBeEnabled();
  });

  it.each([
    [
      'its error field',
      413,
      { success: false, error: 'The request body is too large.' },
      'The request body is too large.',
    ],
    [
      'its message field',
      400,
      { message: 'Quote requests need a phone number.' },
      'Quote requests need a phone number.',
    ],
    ['the generic failure', 500, {}, 'Failed to send your message. Please try again.'],
  ])(
    "shows the server's refusal (%s) and keeps everything entered",
    async (_case, status, body, message) => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      storeLines();
      renderQuote();
      await fillDetails(user);
      await user.upload(drawingsInput(), [pdf('housing.pdf')]);
      await screen.findByRole('list', { name: 'Attached drawings' });
      await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));
      await waitFor(() => {
        expect(FakeXhr.last).not.toBeNull();
      });
      act(() => {
        FakeXhr.last?.answer(status, body);
      });
      const alerts = await within(form()).findAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toEqual([message]);
      expect(within(form()).getByLabelText(/^Name/)).toHaveValue(DETAILS.name);
      expect(storedLines()).toEqual(LINES);
      expect(screen.getByRole('list', { name: 'Attached drawings' })).toHaveTextContent(
        'housing.pdf',
      );
      expect(screen.getByRole('button', { name: 'Send Quote Request' })).toBeEnabled();
    },
  );

  it('asks for a product or a drawing before sending; a drawing alone is sent', async () => {
    const user = userEvent.setup();
    renderQuote();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      QUOTE_MESSAGES.nothingToQuote,
    );
    expect(FakeXhr.last).toBeNull();

    await user.upload(drawingsInput(), [pdf('drawing-42.pdf')]);
    await screen.findByRole('list', { name: 'Attached drawings' });
    await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));
    await waitFor(() => {
      expect(FakeXhr.last).not.toBeNull();
    });
    const { request, drawings } = sentRequest();
    expect(request.lines).toEqual([]);
    expect(drawings).toEqual(['drawing-42.pdf']);
  });

  it('asks for name, e-mail and phone first', async () => {
    const user = userEvent.setup();
    storeLines();
    renderQuote();
    await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));
    expect(await within(form()).findByText('Please enter your name.')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter your email address.')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Name/)).toHaveFocus();
    expect(FakeXhr.last).toBeNull();
  });
});

describe('QuotePage against a backend without quote requests', () => {
  it('says so and links to the contact form naming the listed products; no form', async () => {
    storeLines(LINES.slice(0, 2));
    renderQuote(json({ message: 'Not Found' }, 404));
    expect(await screen.findByText(QUOTE_MESSAGES.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute(
      'href',
      '/contact?product=Spur%20Gear&product=Axle%20Shaft#form',
    );
    // The list is still there, to be looked at or trimmed.
    expect(screen.getByRole('link', { name: 'Spur Gear' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
