import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollWindowTo } from '@/test/scroll-window';
import { WindowedGrid } from './windowed-grid';

const ITEMS = Array.from({ length: 10_000 }, (_, index) => `Card ${String(index + 1)}`);

// jsdom has no layout: one column, rows of the estimated 300 px, a 768 px window; about six
// cards are rendered at the top. No scroll event follows the focus here, so what is tested is
// the focus alone keeping the next card there (a real browser scrolls a frame or more later,
// and a quick Tab from the last rendered card used to leave the list).
function renderGrid() {
  render(
    <WindowedGrid
      items={ITEMS}
      getKey={(item) => item}
      renderItem={(item) => <a href={`#${item}`}>{item}</a>}
      label="Cards"
      estimateRowHeight={() => 300}
    />,
  );
  return screen.getByRole('list', { name: 'Cards' });
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

function focusCard(list: HTMLElement, name: string) {
  act(() => {
    within(list).getByRole('link', { name }).focus();
  });
}

describe('WindowedGrid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders the cards near the window, numbered within the whole list', () => {
    const list = renderGrid();
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(12);
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('Tab walks from card to card past the rendered ones, and Shift+Tab walks back', async () => {
    const user = userEvent.setup();
    const list = renderGrid();
    expect(names(list)).not.toContain('Card 12');
    focusCard(list, 'Card 1');
    for (let card = 2; card <= 12; card += 1) {
      await user.tab();
      expect(document.activeElement).toHaveAccessibleName(`Card ${String(card)}`);
    }
    for (let card = 11; card >= 1; card -= 1) {
      await user.tab({ shift: true });
      expect(document.activeElement).toHaveAccessibleName(`Card ${String(card)}`);
    }
  });

  it('does not keep a focused card the visitor scrolled far away from', () => {
    const list = renderGrid();
    focusCard(list, 'Card 1');
    scrollWindowTo(300 * 5_000);
    expect(names(list)).not.toContain('Card 1');
    expect(names(list).length).toBeLessThan(12);
  });
});
