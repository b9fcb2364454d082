import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import SharelistTable from '@/components/cp/SharelistTable';
import type { SharelistState } from '@/lib/validations/partnerShares';

const state: SharelistState = { q: 'ac', sector: null, status: null, sort: 'margin', order: 'desc', page: 2 };
const share = {
  slug: 'acme',
  name: 'Acme Robotics',
  sector: 'Industrials',
  status: 'sold_out' as const,
  pricePaise: 52_000,
  partnerPricePaise: 50_000,
  marginPaise: 2_000,
  marginPerLotPaise: 200_000,
  minQuantity: 100,
  availableQuantity: 0,
  priceAsOf: '2026-01-02T03:04:05.000Z',
};

describe('SharelistTable', () => {
  it('shows both prices and the margins in rupees, each labelled for phones', () => {
    render(<SharelistTable shares={[share]} state={state} />);
    const row = screen.getByRole('row', { name: /Acme Robotics/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Acme Robotics');
    expect(row).toHaveTextContent('Investor price: ₹520.00');
    expect(row).toHaveTextContent('Partner price: ₹500.00');
    expect(row).toHaveTextContent('Margin per share: ₹20.00');
    expect(row).toHaveTextContent('Margin per lot: ₹2,000.00');
    expect(row).toHaveTextContent('Sold Out');
  });

  it('sorts from the headers: the current column reverses, another starts at its default, back to page 1', () => {
    render(<SharelistTable shares={[share]} state={state} />);
    expect(screen.getByRole('link', { name: /Margin \/ share/ })).toHaveAttribute('href', '/Cp/sharelist?q=ac&sort=margin&order=asc');
    expect(screen.getByRole('link', { name: /Margin \/ share/ })).toHaveTextContent('(descending)');
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/Cp/sharelist?q=ac');
    expect(screen.getByRole('link', { name: 'Investor price' })).toHaveAttribute('href', '/Cp/sharelist?q=ac&sort=price');
  });
});
