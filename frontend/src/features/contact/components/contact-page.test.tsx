import { ContactMessageSchema } from '@gear/contract/leads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type MockAnswer } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ContactPage } from './contact-page';

const POST = 'POST /backend/api/contact';
const VALUES = {
  name: 'Ravi Mehta',
  email: 'ravi@example.com',
  phone: '+91 98250 12345',
  message: 'Need 200 spur gears, module 2.',
};

function renderContact(answer?: MockAnswer) {
  const fetchMock = mockFetch(answer ? { [POST]: answer } : {});
  renderPage(<ContactPage />, { path: '/contact' });
  return fetchMock;
}

const form = () => screen.getByRole('form', { name: 'Get In Touch!' });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  const fields = within(form());
  await user.type(fields.getByLabelText(/^Name/), VALUES.name);
  await user.type(fields.getByLabelText(/^Email/), VALUES.email);
  await user.type(fields.getByLabelText(/^Phone/), VALUES.phone);
  await user.type(fields.getByLabelText(/^Message/), VALUES.message);
  await user.click(fields.getByRole('button', { name: 'Send Message' }));
}

describe('ContactPage', () => {
  it('shows the hero, the contact cards, the form anchor and the map', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '+91 00000 00000' })[0]).toHaveAttribute(
      'href',
      'tel:+910000000000',
    );
    expect(screen.getByRole('link', { name: '+91 00000 00001' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    expect(screen.getAllByRole('link', { name: 'info@example.com' })[0]).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    expect(screen.getAllByText(/Rajkot, Gujarat 360000/).length).toBeGreaterThan(0);

    const section = screen
      .getByRole('heading', { level: 2, name: 'Get In Touch!' })
      .closest('section');
    expect(section).toHaveAttribute('id', 'form');
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Message/]) {
      expect.soft(within(form()).getByLabelText(label)).toBeRequired();
    }
    expect(within(form()).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(within(form()).getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');

    expect(screen.getByRole('heading', { level: 2, name: 'Our Location' })).toBeInTheDocument();
    const map = screen.getByTitle(/^Map:/);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toContain('output=embed');
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('sends the message, shows "Sending..." meanwhile, then the success text, and clears the form', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = renderContact(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await fillAndSend(user);

    const button = within(form()).getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    // What was sent is a valid contact message (the server's own schema), with the signals.
    const { elapsedMs, ...fields } = ContactMessageSchema.parse(
      JSON.parse(typeof init?.body === 'string' ? init.body : ''),
    );
    expect(fields).toEqual({ ...VALUES, website: '' });
    expect(elapsedMs).toBeGreaterThanOrEqual(0);

    answer(json({ success: true }));
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Your message has been sent successfully!',
    );
    expect(within(form()).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(form()).getByLabelText(/^Message/)).toHaveValue('');
    expect(within(form()).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    [
      'the server error field',
      json({ success: false, error: 'Mail server busy.' }, 503),
      'Mail server busy.',
    ],
    ['the generic failure', json({}, 500), 'Failed to send your message. Please try again.'],
    [
      'the network message',
      new TypeError('Failed to fetch'),
      'An error occurred. Please try again later.',
    ],
  ] as const)('shows %s in red when sending fails', async (_label, response, message) => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderContact(response);
    await fillAndSend(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    expect(within(form()).getByLabelText(/^Name/)).toHaveValue(VALUES.name);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('asks for every field before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContact();
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await within(form()).findByText('Please enter your name.')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter your email address.')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter a message.')).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends how long the form was on screen and the empty honeypot; the clock restarts after a success', async () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const user = userEvent.setup();
    const fetchMock = renderContact(json({ success: true }));
    now = 14_321;
    await fillAndSend(user);
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Your message has been sent successfully!',
    );
    now = 20_000;
    await fillAndSend(user);
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
    const bodies = fetchMock.mock.calls.map(([, init]): unknown =>
      JSON.parse(typeof init?.body === 'string' ? init.body : ''),
    );
    expect(bodies).toEqual([
      { ...VALUES, website: '', elapsedMs: 4321 },
      { ...VALUES, website: '', elapsedMs: 5679 },
    ]);
  });

  it('has a honeypot no person sees or reaches (hidden, aria-hidden, out of the tab order, no autofill)', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContact(json({ success: true }));
    const honeypot = form().querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot?.closest('.visually-hidden')).toHaveAttribute('aria-hidden', 'true');
    expect(within(form()).queryByRole('textbox', { name: /website/i })).toBeNull();
    const reached = new Set<Element | null>();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      reached.add(document.activeElement);
    }
    expect(reached.has(honeypot)).toBe(false);
    expect(reached.has(within(form()).getByLabelText(/^Message/))).toBe(true);

    // A bot that fills every input fills it too; the server decides (silent success).
    await user.type(honeypot as HTMLInputElement, 'http://spam.example');
    await fillAndSend(user);
    await within(form()).findByRole('status');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toMatchObject({
      website: 'http://spam.example',
    });
  });

  it('starts the message with a quote request for the products in the address, editable and sent as edited', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ [POST]: json({ success: true }) });
    renderPage(<ContactPage />, {
      path: '/contact?product=Spur%20Gear&product=Axle%20Shaft',
      pattern: '/contact',
    });
    const message = within(form()).getByLabelText(/^Message/);
    expect(message).toHaveValue('I would like a quote for: Spur Gear, Axle Shaft.');
    await user.type(message, ' 200 pieces each.');
    await user.type(within(form()).getByLabelText(/^Name/), VALUES.name);
    await user.type(within(form()).getByLabelText(/^Email/), VALUES.email);
    await user.type(within(form()).getByLabelText(/^Phone/), VALUES.phone);
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await within(form()).findByRole('status');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toMatchObject({
      message: 'I would like a quote for: Spur Gear, Axle Shaft. 200 pieces each.',
    });
    // Sent: the form is cleared like any other.
    expect(message).toHaveValue('');
  });
});
