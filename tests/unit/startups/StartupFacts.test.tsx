import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import StartupCard from '@/components/startups/StartupCard';
import StartupFacts from '@/components/startups/StartupFacts';

const base = {
  stage: 'Pre-Series A',
  sector: 'Fintech',
  amountRaisedPaise: 1_250_000_000,
  minInvestmentPaise: 49_992_800,
  founded: 2021,
  headquarters: 'Pune',
  pricePaise: 62_491,
};

const labels = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('StartupFacts', () => {
  it('leaves out facts the startup has not given, instead of showing a dash', () => {
    render(<StartupFacts {...base} stage={null} founded={null} headquarters={null} />);
    expect(labels()).toEqual(['Sector', 'Amount raised', 'Minimum investment', 'Price per share']);
    expect(screen.queryByText('—')).toBeNull();
  });

  it('lets an odd last fact span the row, so the grid has no empty cell', () => {
    const { container, rerender } = render(<StartupFacts {...base} />);
    const cells = () => [...container.querySelectorAll('dl > div')];
    expect(cells()).toHaveLength(7);
    expect(cells().map((cell) => cell.className.includes('col-span-2'))).toEqual([false, false, false, false, false, false, true]);
    rerender(<StartupFacts {...base} headquarters={null} />);
    expect(cells().some((cell) => cell.className.includes('col-span-2'))).toBe(false);
  });

  it('shows the minimum investment as the card does, with the exact ticket in whole rupees', () => {
    render(
      <>
        <StartupFacts {...base} />
        <StartupCard
          startup={{ slug: 's', name: 'S', logo: null, sector: 'Fintech', stage: 'Seed', minInvestmentPaise: base.minInvestmentPaise }}
        />
      </>,
    );
    const onPage = screen.getByText('Minimum investment').nextElementSibling?.textContent;
    const onCard = screen.getByText('Min. investment').nextElementSibling?.textContent;
    expect(onCard).toBe('₹5.00 L');
    expect(onPage).toBe('₹5.00 L₹4,99,928 for 800 shares');
  });
});
