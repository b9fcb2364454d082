import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import SellForm from '@/components/orders/SellForm';
import { userApi } from '@/lib/api/clients';
import { feeScheduleOf, type FeeSettings } from '@/lib/feeSchedule';

const { push } = vi.hoisted(() => ({ push: vi.fn(() => Promise.resolve(true)) }));
vi.mock('next/router', () => ({ useRouter: () => ({ push }) }));

afterEach(() => {
  vi.restoreAllMocks();
  push.mockClear();
});

function renderForm(settings: FeeSettings = { feeRateBps: 0, saleFeeRateBps: 0, dpChargePaise: 0 }) {
  render(<SellForm slug="acme" name="Acme Robotics" sellable={40} buybackPricePaise={90_000} schedule={feeScheduleOf(settings)} />);
  return screen.getByRole('spinbutton', { name: 'Shares of Acme Robotics to sell' });
}

describe('SellForm', () => {
  it('shows the proceeds, asks to confirm, then sends the request with an Idempotency-Key and opens its tracker', async () => {
    const post = vi.spyOn(userApi, 'request').mockResolvedValue({ data: { success: true, message: 'ok', data: { id: 9 } } });
    const input = renderForm();
    await userEvent.type(input, '15');
    expect(screen.getByText('₹13,500.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review sale' }));
    expect(screen.getByRole('group', { name: 'Confirm the sale of Acme Robotics' })).toHaveTextContent('you receive ₹13,500.00');
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm sale' }));
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: 'sell',
        data: { slug: 'acme', quantity: 15 },
        headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
      }),
    );
    expect(push).toHaveBeenCalledWith('/dashboard/transactions/S-9');
  });

  it('takes the schedule’s sale fee, its GST and the DP charge from the proceeds, and says the platform is the buyer', async () => {
    const input = renderForm({ feeRateBps: 0, saleFeeRateBps: 50, dpChargePaise: 2_000 });
    await userEvent.type(input, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Review sale' }));
    // ₹9,000 of shares: fee 0.5% ₹45, GST 18% ₹8.10, DP charge ₹20: ₹8,926.90.
    const group = screen.getByRole('group', { name: 'Confirm the sale of Acme Robotics' });
    expect(group).toHaveTextContent('you receive ₹8,926.90');
    expect(screen.getByText('GST on the fee').nextSibling?.textContent).toBe('-₹8.10');
    expect(group).toHaveTextContent('as principal');
  });

  it('refuses more than can be sold before sending anything', async () => {
    const post = vi.spyOn(userApi, 'request');
    const input = renderForm();
    await userEvent.type(input, '41');
    await userEvent.click(screen.getByRole('button', { name: 'Review sale' }));
    expect(screen.getByText('Enter a whole number of shares from 1 to 40.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s message for the quantity field', async () => {
    const response = {
      status: 400,
      data: {
        success: false,
        message: 'bad',
        errors: { quantity: 'You can sell at most 5 shares of Acme Robotics (held, less open sell requests).' },
      },
      headers: {},
      statusText: '',
      config: { headers: new AxiosHeaders() },
    };
    vi.spyOn(userApi, 'request').mockRejectedValue(
      new AxiosError('bad', 'ERR_BAD_REQUEST', undefined, undefined, response as AxiosResponse),
    );
    const input = renderForm();
    await userEvent.type(input, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Review sale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm sale' }));
    expect(await screen.findByText('You can sell at most 5 shares of Acme Robotics (held, less open sell requests).')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
