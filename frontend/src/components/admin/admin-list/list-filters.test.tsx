import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListFilters, SEARCH_DEBOUNCE_MS, SelectFilter } from './list-filters';
import type { ListSearch } from './list-search';

const COLOURS = ['red', 'blue'] as const;
type Colour = (typeof COLOURS)[number];
interface Search extends ListSearch {
  colour?: Colour;
}

function Harness({ initial, onChange }: { initial: Search; onChange: (next: Search) => void }) {
  const [search, setSearch] = useState(initial);
  const change = (next: Search) => {
    onChange(next);
    setSearch(next);
  };
  return (
    <>
      <ListFilters
        label="Filter things"
        search={search}
        onChange={change}
        searchHint="(name)"
        searchMax={10}
      >
        <SelectFilter
          label="Colour"
          value={search.colour}
          options={COLOURS}
          optionLabels={{ red: 'Red', blue: 'Blue' }}
          onChange={(colour) => {
            change({ ...search, colour, page: 1 });
          }}
        />
      </ListFilters>
      <button
        type="button"
        onClick={() => {
          setSearch({ ...search, q: 'from a link' });
        }}
      >
        Follow link
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ListFilters', () => {
  it('labels every field and offers All in a select', () => {
    render(<Harness initial={{ colour: 'blue', page: 1 }} onChange={vi.fn()} />);
    expect(screen.getByRole('search', { name: 'Filter things' })).toBeInTheDocument();
    const colour = screen.getByLabelText('Colour');
    expect(colour).toHaveValue('blue');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Red',
      'Blue',
    ]);
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Search (name)')).toHaveAttribute('maxlength', '10');
  });

  it('sends each change with page 1; All clears the field', () => {
    const onChange = vi.fn();
    render(<Harness initial={{ colour: 'red', page: 3 }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ colour: 'red', from: '2026-11-01', page: 1 });
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', colour: undefined, page: 1 });
  });

  it('applies the search text after a pause in typing, trimmed, or at once on Enter', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Harness initial={{ page: 2 }} onChange={onChange} />);
    const field = screen.getByLabelText('Search (name)');
    fireEvent.change(field, { target: { value: ' rav ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenLastCalledWith({ q: 'rav', page: 1 });
    fireEvent.change(field, { target: { value: 'ravi' } });
    fireEvent.submit(field);
    expect(onChange).toHaveBeenLastCalledWith({ q: 'ravi', page: 1 });
  });

  it('shows a search text that arrives from the address', () => {
    render(<Harness initial={{ q: 'old', page: 1 }} onChange={vi.fn()} />);
    expect(screen.getByLabelText('Search (name)')).toHaveValue('old');
    fireEvent.click(screen.getByRole('button', { name: 'Follow link' }));
    expect(screen.getByLabelText('Search (name)')).toHaveValue('from a link');
  });
});
