import { InquirySchema } from '@gear/contract/leads';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { InquirySection } from './inquiry-section';

const INQUIRY = 'POST /backend/api/inquiry/c';

async function fillAndSend() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Name/), 'Asha Patel');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Contact/), '+91 98765 43210');
  await user.type(screen.getByLabelText(/^Message/), 'Quote for 200 spur gears, module 4.');
  await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
  return user;
}

/** Renders the section and waits until the live form (loaded on demand) replaced the placeholder. */
async function renderSection() {
  render(<InquirySection />);
  await waitFor(() => {
    expect(screen.getByRole('form', { name: 'Inquiry Here..' })).not.toHaveAttribute('aria-busy');
  });
}

describe('InquirySection', () => {
  it("has the 'Inquiry Here..' heading, four required fields of the right types and an image", () => {
    render(<InquirySection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Inquiry Here..' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Contact/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Message/)).toBeRequired();
    expect(screen.getByRole('img')).toHaveAttribute('width');
  });

  it('shows field errors under the fields and sends nothing when empty', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup({ delay: null });
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    expect(screen.getByLabelText(/^Contact/)).toHaveAccessibleDescription(
      'Please enter your phone number.',
    );
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      'Please enter a message.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the JSON, shows 'Sending...' while it runs, then the success message and clears the fields", async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      [INQUIRY]: () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    await renderSection();
    await fillAndSend();

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const body = init?.body;
    expect(typeof body).toBe('string');
    const { elapsedMs, ...fields } = InquirySchema.parse(
      JSON.parse(typeof body === 'string' ? body : ''),
    );
    expect(fields).toEqual({
      name: 'Asha Patel',
      email: 'asha@example.com',
      contact: '+91 98765 43210',
      message: 'Quote for 200 spur gears, module 4.',
      website: '',
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(0);

    release(json({ success: true, message: 'ok' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your message has been sent successfully!',
    );
    expect(screen.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Contact/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it("shows the server's error field on a non-OK status and keeps the fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [INQUIRY]: json({ success: false, error: 'Mail server unavailable' }, 500) });
    await renderSection();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail server unavailable');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Patel');
  });

  it("shows 'Failed to send your message. Please try again.' on a non-OK status without an error field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [INQUIRY]: new Response('Bad gateway', { status: 502 }) });
    await renderSection();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send your message. Please try again.',
    );
  });

  it("shows 'An error occurred. Please try again later.' on a network failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [INQUIRY]: new TypeError('Failed to fetch') });
    await renderSection();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
    });
  });

  it('sends how long the form was on screen and the empty honeypot; the clock restarts after a success', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const fetchMock = mockFetch({ [INQUIRY]: json({ success: true }) });
    await renderSection();
    now = 3_500;
    await fillAndSend();
    await screen.findByRole('status');
    now = 9_000;
    await fillAndSend();
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
    const sent = fetchMock.mock.calls.map(([, init]): unknown =>
      JSON.parse(typeof init?.body === 'string' ? init.body : ''),
    );
    expect(sent).toMatchObject([
      { elapsedMs: 2500, website: '' },
      { elapsedMs: 5500, website: '' },
    ]);
  });

  it('has a honeypot no person sees or reaches (hidden, aria-hidden, out of the tab order, no autofill)', async () => {
    const user = userEvent.setup({ delay: null });
    await renderSection();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot?.closest('.visually-hidden')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
    const reached = new Set<Element | null>();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      reached.add(document.activeElement);
    }
    expect(reached.has(honeypot)).toBe(false);
    expect(reached.has(screen.getByRole('button', { name: 'Send Inquiry' }))).toBe(true);
  });

  describe('loading the form on demand', () => {
    type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;
    let reveal: Callback = () => {};

    function stubObserver() {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: Callback) {
            reveal = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
    }

    it('shows a placeholder form with the same fields until the section is near', async () => {
      stubObserver();
      render(<InquirySection />);
      const form = screen.getByRole('form', { name: 'Inquiry Here..' });
      expect(form).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
      expect(screen.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
      // Give a dynamic import every chance to run: nothing loads while the section is far away.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('form', { name: 'Inquiry Here..' })).toHaveAttribute('aria-busy');

      act(() => {
        reveal([{ isIntersecting: true }]);
      });
      await waitFor(() => {
        expect(screen.getByRole('form', { name: 'Inquiry Here..' })).not.toHaveAttribute(
          'aria-busy',
        );
      });
    });

    it('keeps what was typed into the placeholder and the focus (keyboard before the code)', async () => {
      stubObserver();
      const user = userEvent.setup({ delay: null });
      render(<InquirySection />);
      // Focus entering the section loads the form even though it was never "seen".
      await user.type(screen.getByLabelText(/^Name/), 'Asha');
      await waitFor(() => {
        expect(screen.getByRole('form', { name: 'Inquiry Here..' })).not.toHaveAttribute(
          'aria-busy',
        );
      });
      const name = screen.getByLabelText(/^Name/);
      expect(name).toHaveValue('Asha');
      expect(name).toHaveFocus();
    });

    it("a press of 'Send Inquiry' before the code arrives is replayed: the messages show, nothing is sent", async () => {
      stubObserver();
      const fetchMock = mockFetch({});
      const user = userEvent.setup({ delay: null });
      render(<InquirySection />);
      expect(screen.getByRole('form', { name: 'Inquiry Here..' })).toHaveAttribute('aria-busy');
      await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
      expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
      expect(screen.getByLabelText(/^Name/)).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
