import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import AllocationChart from '@/components/portfolio/AllocationChart';

describe('AllocationChart', () => {
  it('reads to a screen reader as a named figure with a table of values and shares, two charts with distinct names', () => {
    render(
      <>
        <AllocationChart
          title="Allocation by asset class"
          dimension="Asset class"
          slices={[{ label: 'Real estate', valuePaise: 65_000_000, percent: 75.5 }]}
        />
        <AllocationChart
          title="Allocation by company"
          dimension="Company or asset"
          slices={[{ label: 'Acme', valuePaise: 100, percent: 24.5 }]}
        />
      </>,
    );
    const figure = screen.getByRole('figure', { name: 'Allocation by asset class' });
    const table = within(figure).getByRole('table', { name: 'Allocation by asset class: value and share of each' });
    expect(within(table).getByRole('columnheader', { name: 'Asset class' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Real estate/ });
    expect(row).toHaveTextContent('₹6,50,000.00');
    expect(row).toHaveTextContent('75.50%');
    expect(screen.getByRole('figure', { name: 'Allocation by company' })).toBeInTheDocument();
  });
});
