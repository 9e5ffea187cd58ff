import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('says where the owner is and steps one page back or forward', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} total={25} pageSize={10} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first or past the last page', () => {
    const { rerender } = render(<Pager page={1} total={11} pageSize={10} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager page={2} total={20} pageSize={10} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('has one page for an empty list', () => {
    render(<Pager page={1} total={0} pageSize={10} onPage={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('goes from a page past the end (an old link) back to the last page', async () => {
    const onPage = vi.fn();
    render(<Pager page={7} total={15} pageSize={10} onPage={onPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
