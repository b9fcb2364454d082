import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import FeeScheduleTables from '@/components/orders/FeeScheduleTables';
import { feeScheduleOf } from '@/lib/feeSchedule';

const saleTable = () => screen.getByRole('table', { name: /When you sell to the platform/ });

describe('the fee schedule of /fees', () => {
  it('shows a charge the seller does not pay as ₹0.00, never a negative zero', () => {
    render(<FeeScheduleTables schedule={feeScheduleOf({ feeRateBps: 50, saleFeeRateBps: 0, dpChargePaise: 0 })} />);
    const table = saleTable();
    expect(table).not.toHaveTextContent('-₹0.00');
    const dpRow = within(table).getByRole('row', { name: /DP charge/ });
    expect(dpRow).toHaveTextContent('None');
    expect(dpRow).toHaveTextContent('₹0.00');
    expect(within(table).getByRole('row', { name: /You receive/ })).toHaveTextContent('₹1,00,000.00');
  });

  it('shows a charge the seller pays as a deduction', () => {
    render(<FeeScheduleTables schedule={feeScheduleOf({ feeRateBps: 50, saleFeeRateBps: 25, dpChargePaise: 1_500 })} />);
    expect(within(saleTable()).getByRole('row', { name: /DP charge/ })).toHaveTextContent('-₹15.00');
  });
});
