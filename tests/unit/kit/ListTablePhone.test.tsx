// A list on a phone: each row is a card whose values carry their column's name (the header row is
// then hidden, so the name must travel with each cell), while the table keeps its headers for screen readers.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListTable, type Column } from '@/components/kit/ListPage';

interface Row {
  id: number;
  name: string;
  total: number;
}

const COLUMNS: Column<Row>[] = [
  { label: 'Name', rowHeader: true, cell: (row) => row.name },
  { label: 'Total', numeric: true, cell: (row) => String(row.total) },
  { label: <a href="?sort=total">Sorted total</a>, cardLabel: 'Sorted total', cell: (row) => String(row.total * 2) },
  { label: <span className="sr-only">Actions</span>, cell: (row) => <button type="button">Remove {row.name}</button> },
];

const ROWS: Row[] = [
  { id: 1, name: 'Alpha', total: 10 },
  { id: 2, name: 'Beta', total: 20 },
];

function renderTable() {
  return render(<ListTable caption="Things, 2 in all" columns={COLUMNS} rows={ROWS} empty="None." />);
}

describe('ListTable on a phone', () => {
  it('names every value with its column, for the card a row becomes', () => {
    renderTable();
    const beta = screen.getByRole('row', { name: /Beta/ });
    expect(within(beta).getByRole('cell', { name: '20' })).toHaveAttribute('data-label', 'Total');
    expect(within(beta).getByRole('cell', { name: '40' })).toHaveAttribute('data-label', 'Sorted total');
  });

  it('gives no name to a column of actions nor to the cell that names the row', () => {
    renderTable();
    const alpha = screen.getByRole('row', { name: /Alpha/ });
    const action = within(alpha).getByRole('button', { name: 'Remove Alpha' }).closest('td');
    expect(action).not.toHaveAttribute('data-label');
    expect(within(alpha).getByRole('rowheader', { name: 'Alpha' })).not.toHaveAttribute('data-label');
  });

  it('keeps the header row and the caption for screen readers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Things, 2 in all' });
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
