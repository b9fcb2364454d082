import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ListPage, { ListTable, type Column } from '@/components/kit/ListPage';

type Handler = (url: string) => void;

const router = vi.hoisted(() => {
  const handlers = new Map<string, Set<Handler>>();
  return {
    handlers,
    replace: vi.fn(() => Promise.resolve(true)),
    events: {
      on: (name: string, handler: Handler) => handlers.set(name, (handlers.get(name) ?? new Set()).add(handler)),
      off: (name: string, handler: Handler) => handlers.get(name)?.delete(handler),
    },
  };
});
vi.mock('next/router', () => ({ useRouter: () => router, default: { push: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

interface Row {
  id: number;
  name: string;
  total: number;
}

const COLUMNS: Column<Row>[] = [
  { label: 'Name', rowHeader: true, cell: (row) => row.name },
  { label: 'Total', className: 'tabular-nums', cell: (row) => String(row.total) },
];

function renderList(rows: Row[], props: Partial<Parameters<typeof ListPage<Row>>[0]> = {}) {
  return render(
    <ListPage
      path="/admin/things"
      filters={[
        { kind: 'search', label: 'Search', value: 'old' },
        {
          kind: 'select',
          label: 'Status',
          name: 'status',
          value: '',
          placeholder: 'Any status',
          options: [
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ],
        },
      ]}
      caption="Things, 2 in all"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      empty="No things match."
      page={2}
      totalPages={3}
      {...props}
    />,
  );
}

const ROWS = [
  { id: 1, name: 'First', total: 10 },
  { id: 2, name: 'Second', total: 20 },
];

describe('ListPage', () => {
  it('draws the table from its columns: one row header per record, the caption for screen readers', () => {
    renderList(ROWS);
    const table = screen.getByRole('table', { name: 'Things, 2 in all' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Total']);
    expect(within(table).getByRole('rowheader', { name: 'Second' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '20' }).className).toContain('tabular-nums');
  });

  it('puts the filters in the URL with router.replace, from page 1, leaving out empty values', async () => {
    renderList(ROWS);
    const form = screen.getByRole('search', { name: 'Filter the list' });
    expect(form.getAttribute('action')).toBe('/admin/things');
    expect(form.getAttribute('method')).toBe('get');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' PB-B-1 ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.replace).toHaveBeenCalledWith('/admin/things?q=PB-B-1&status=open', undefined, { shallow: false, scroll: false });
  });

  it('keeps the query no field carries, and can change the URL without asking the server', async () => {
    renderList(ROWS, { query: { tab: 'mine' }, shallow: true });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.replace).toHaveBeenCalledWith('/admin/things?tab=mine&q=old', undefined, { shallow: true, scroll: false });
  });

  it('links every page with the current filters', () => {
    renderList(ROWS);
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/admin/things?q=old');
    expect(within(paging).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/admin/things?q=old&page=3');
    expect(within(paging).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the empty line instead of a table, and no paging for one page', () => {
    renderList([], { totalPages: 1 });
    expect(screen.getByText('No things match.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('is busy while the router loads another URL of this list, and not for other pages', () => {
    const { container } = renderList(ROWS);
    const busy = () => container.querySelector('[aria-busy="true"]');
    const emit = (name: string, url: string) => act(() => router.handlers.get(name)?.forEach((handler) => handler(url)));
    emit('routeChangeStart', '/admin/elsewhere');
    expect(busy()).toBeNull();
    emit('routeChangeStart', '/admin/things?q=new');
    expect(busy()).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    emit('routeChangeComplete', '/admin/things?q=new');
    expect(busy()).toBeNull();
  });

  it('offers the CSV export of the same rows', () => {
    renderList(ROWS, { csv: { href: '/api/v1/admin/things.csv?q=old', label: 'Download CSV' } });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/v1/admin/things.csv?q=old');
  });
});

// A list on a phone: each row is a card whose values carry their column's name (the header row is then
// hidden, so the name must travel with each cell), while the table keeps its headers for screen readers.
const PHONE_COLUMNS: Column<Row>[] = [
  { label: 'Name', rowHeader: true, cell: (row) => row.name },
  { label: 'Total', numeric: true, cell: (row) => String(row.total) },
  { label: <a href="?sort=total">Sorted total</a>, cardLabel: 'Sorted total', cell: (row) => String(row.total * 2) },
  { label: <span className="sr-only">Actions</span>, cell: (row) => <button type="button">Remove {row.name}</button> },
];

const PHONE_ROWS: Row[] = [
  { id: 1, name: 'Alpha', total: 10 },
  { id: 2, name: 'Beta', total: 20 },
];

function renderPhoneTable() {
  return render(<ListTable caption="Things, 2 in all" columns={PHONE_COLUMNS} rows={PHONE_ROWS} empty="None." />);
}

describe('ListTable on a phone', () => {
  it('names every value with its column, for the card a row becomes', () => {
    renderPhoneTable();
    const beta = screen.getByRole('row', { name: /Beta/ });
    expect(within(beta).getByRole('cell', { name: '20' })).toHaveAttribute('data-label', 'Total');
    expect(within(beta).getByRole('cell', { name: '40' })).toHaveAttribute('data-label', 'Sorted total');
  });

  it('gives no name to a column of actions nor to the cell that names the row', () => {
    renderPhoneTable();
    const alpha = screen.getByRole('row', { name: /Alpha/ });
    const action = within(alpha).getByRole('button', { name: 'Remove Alpha' }).closest('td');
    expect(action).not.toHaveAttribute('data-label');
    expect(within(alpha).getByRole('rowheader', { name: 'Alpha' })).not.toHaveAttribute('data-label');
  });

  it('keeps the header row and the caption for screen readers', () => {
    renderPhoneTable();
    const table = screen.getByRole('table', { name: 'Things, 2 in all' });
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
