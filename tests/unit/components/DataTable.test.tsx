import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import DataTable from '@/components/ui/DataTable';
import LabelledRegion from '@/components/ui/LabelledRegion';

describe('DataTable', () => {
  it('is named by its caption, with column headers, an unnamed column, its rows and a footer', () => {
    render(
      <DataTable
        caption="Acme shareholding"
        columns={[{ label: 'Holder' }, { label: 'Share', className: 'text-right' }, { label: null }]}
        foot={
          <tr>
            <th scope="row">Total</th>
            <td>100%</td>
          </tr>
        }
      >
        <tr>
          <th scope="row">Promoters</th>
          <td>60%</td>
          <td />
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Acme shareholding' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Holder', 'Share']);
    expect(headers[1]).toHaveAttribute('scope', 'col');
    expect(headers[1]).toHaveClass('text-right');
    expect(within(table).getByRole('rowheader', { name: 'Promoters' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tfoot')).not.toBeNull();
  });
});

describe('LabelledRegion', () => {
  it('names the region by its heading, with a generated id unless one is given', () => {
    render(
      <>
        <LabelledRegion heading="Companies in this article">list</LabelledRegion>
        <LabelledRegion as="nav" heading="On this page" headingLevel="h3" headingId="toc">
          links
        </LabelledRegion>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Companies in this article' })).toHaveTextContent('list');
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('heading', { level: 3 })).toHaveAttribute('id', 'toc');
  });
});
