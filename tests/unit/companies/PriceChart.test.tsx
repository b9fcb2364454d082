import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import PriceChart from '@/components/charts/PriceChart';

const points = Array.from({ length: 60 }, (_, i) => ({
  day: new Date(Date.UTC(2024, 0, 1) + i * 7 * 86_400_000).toISOString().slice(0, 10),
  pricePaise: 10_000 + i * 100,
}));

describe('PriceChart', () => {
  it('starts on one year and switches range with a toggle group, announcing the new summary', () => {
    render(<PriceChart points={points} companyName="Acme" />);
    const group = screen.getByRole('group', { name: 'Chart range' });
    const oneYear = screen.getByRole('button', { name: /^1Y/ });
    expect(group.contains(oneYear)).toBe(true);
    expect(oneYear.getAttribute('aria-pressed')).toBe('true');
    const caption = () => document.getElementById(screen.getByRole('img').getAttribute('aria-labelledby')!)!.textContent;
    expect(caption()).toMatch(/Acme, one year/);

    fireEvent.click(screen.getByRole('button', { name: /^1M/ }));
    expect(screen.getByRole('button', { name: /^1M/ }).getAttribute('aria-pressed')).toBe('true');
    expect(oneYear.getAttribute('aria-pressed')).toBe('false');
    expect(caption()).toMatch(/Acme, one month: ₹155\.00 on .* to ₹159\.00/);
  });

  it('says so when there is no price history', () => {
    render(<PriceChart points={[]} companyName="Acme" />);
    expect(screen.getByText('No price history has been recorded yet.')).toBeInTheDocument();
  });
});
