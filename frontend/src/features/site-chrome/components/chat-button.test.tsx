import { render, screen, within } from '@testing-library/react';
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
});
