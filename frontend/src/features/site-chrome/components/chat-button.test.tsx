import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverRenderThenHydrate } from '@/test/hydrate';
import { mockViewport } from '../test/viewport';
import { ChatButton, chatHref } from './chat-button';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

describe('chatHref', () => {
  it('uses the web link on desktops and the app link on phones', () => {
    expect(chatHref({ coarsePointer: false, userAgent: DESKTOP_UA })).toBe(
      'https://wa.me/910000000000',
    );
    expect(chatHref({ coarsePointer: false, userAgent: PHONE_UA })).toBe(
      'whatsapp://send?phone=910000000000',
    );
    expect(chatHref({ coarsePointer: true, userAgent: DESKTOP_UA })).toBe(
      'whatsapp://send?phone=910000000000',
    );
  });
});

describe('ChatButton', () => {
  it('opens the web chat in a new tab on a desktop', () => {
    mockViewport(1280);
    render(<ChatButton />);
    const link = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(link).toHaveAttribute('href', 'https://wa.me/910000000000');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the app on a touch device', () => {
    mockViewport(375, { coarse: true });
    render(<ChatButton />);
    const link = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(link).toHaveAttribute('href', 'whatsapp://send?phone=910000000000');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens the app on a phone after hydrating the server page (rendered in Node)', async () => {
    mockViewport(375);
    const agent = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Node.js/22');
    try {
      const { container, mismatches } = await serverRenderThenHydrate(() => <ChatButton />, {
        beforeHydrate: () => {
          agent.mockReturnValue(PHONE_UA);
        },
      });
      const link = within(container).getByRole('link', { name: /Chat with us on WhatsApp/ });
      expect(link).toHaveAttribute('href', 'whatsapp://send?phone=910000000000');
      expect(mismatches).toEqual([]);
    } finally {
      agent.mockRestore();
    }
  });

  it('steps aside while a form is under it, and comes back when the form has scrolled past', async () => {
    mockViewport(375);
    const box = (top: number, height: number, left = 0, width = 375) =>
      DOMRect.fromRect({ x: left, y: top, width, height });
    const frames = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback: FrameRequestCallback) => {
        queueMicrotask(() => {
          callback(0);
        });
        return 1;
      });
    render(
      <>
        <form aria-label="Inquiry" />
        <ChatButton />
      </>,
    );
    const link = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const form = screen.getByRole('form', { name: 'Inquiry' });
    vi.spyOn(link, 'getBoundingClientRect').mockReturnValue(box(740, 56, 303, 56));
    const formAt = vi.spyOn(form, 'getBoundingClientRect');

    formAt.mockReturnValue(box(900, 500));
    await act(async () => {
      fireEvent.scroll(window);
      await Promise.resolve();
    });
    expect(link).not.toHaveClass('away');

    formAt.mockReturnValue(box(300, 500));
    await act(async () => {
      fireEvent.scroll(window);
      await Promise.resolve();
    });
    expect(link).toHaveClass('away');

    formAt.mockReturnValue(box(-600, 500));
    await act(async () => {
      fireEvent.scroll(window);
      await Promise.resolve();
    });
    expect(link).not.toHaveClass('away');
    frames.mockRestore();
  });
});
