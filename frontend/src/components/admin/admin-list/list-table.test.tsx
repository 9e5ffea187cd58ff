import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListTable } from './list-table';

describe('ListTable', () => {
  it('names the table, heads its columns and shows the rows', () => {
    render(
      <ListTable columns={['Name', 'Phone']} caption="Leads" busy={false} message={null}>
        <tr>
          <td data-label="Name">Ravi</td>
          <td data-label="Phone">+91 1</td>
        </tr>
      </ListTable>,
    );
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Phone']);
    expect(within(table).getByRole('cell', { name: 'Ravi' })).toBeInTheDocument();
  });

  it('shows one message row across all columns instead of the rows', () => {
    render(
      <ListTable columns={['When', 'Who', 'IP']} busy message="Loading...">
        <tr>
          <td>hidden row</td>
        </tr>
      </ListTable>,
    );
    const cell = screen.getByRole('cell', { name: 'Loading...' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.queryByText('hidden row')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});
