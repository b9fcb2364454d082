import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import PriceChange from '@/components/companies/PriceChange';

describe('PriceChange', () => {
  it('shows the period beside the figure, and says it in words to screen readers', () => {
    const { container } = render(<PriceChange current={10_210} previous={10_000} />);
    expect(container.textContent).toBe('+2.10%(1W) over the week');
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('(1W)');
  });

  it('leaves the period to the column header inside a table', () => {
    const { container } = render(<PriceChange current={9_790} previous={10_000} showPeriod={false} />);
    expect(container.textContent).toBe('−2.10% over the week');
  });

  it('shows a dash, with no period, when there is no previous price', () => {
    const { container } = render(<PriceChange current={9_790} previous={null} />);
    expect(container.textContent).toBe('—');
  });
});
