import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import CheckoutFlow from '@/components/orders/CheckoutFlow';
import { userApi } from '@/lib/api/clients';
import { feeScheduleOf } from '@/lib/feeSchedule';
import { RISK_STATEMENT } from '@/lib/riskStatement';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/dashboard/checkout', replace: vi.fn() }) }));

const KYC = {
  bankAccountName: 'Asha Verma',
  bankAccountNumber: '••••9012',
  ifsc: 'HDFC0001234',
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '••••4567',
};
const scheduleAt = (feeRateBps: number) => feeScheduleOf({ feeRateBps, saleFeeRateBps: 0, dpChargePaise: 0 });
const ACCEPTED = {
  version: RISK_STATEMENT.version,
  title: RISK_STATEMENT.title,
  paragraphs: [...RISK_STATEMENT.paragraphs],
  accepted: true,
};
const LINE = { companyId: 7, slug: 'acme', companyName: 'Acme Robotics', quantity: 10, pricePaise: 100_000 };

const placed = (pricePaise: number) =>
  ({
    data: {
      success: true,
      message: 'placed',
      data: {
        payment: null,
        orders: [
          {
            id: 41,
            reference: 'PB-B-ABCDEFGH',
            slug: 'acme',
            companyName: 'Acme Robotics',
            quantity: 10,
            totalPaise: pricePaise * 10 + 150,
            utr: null,
          },
        ],
      },
    },
  }) as AxiosResponse;

function priceChanged(pricePaise: number) {
  const response = {
    status: 409,
    data: { success: false, message: 'The price has changed', code: 'price_changed', errors: {}, data: { slug: 'acme', pricePaise } },
    headers: {},
    statusText: '',
    config: { headers: new AxiosHeaders() },
  };
  return new AxiosError('conflict', 'ERR_BAD_REQUEST', undefined, undefined, response as AxiosResponse);
}

afterEach(() => vi.restoreAllMocks());

describe('CheckoutFlow', () => {
  it('shows every charge and the total before confirming', () => {
    render(<CheckoutFlow lines={[LINE]} schedule={scheduleAt(100)} risk={ACCEPTED} paymentExpiryHours={48} kyc={KYC} />);
    // ₹10,000 of shares: stamp duty ₹1.50, fee 1% ₹100, GST 18% ₹18.
    expect(screen.getByText('Stamp duty (0.015%)').nextSibling?.textContent).toBe('₹1.50');
    expect(screen.getByText('Platform fee (1%)').nextSibling?.textContent).toBe('₹100.00');
    expect(screen.getByText('GST on the fee (18%)').nextSibling?.textContent).toBe('₹18.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹10,119.50');
    expect(screen.getByText('••••9012', { exact: false })).toBeInTheDocument();
  });

  it('shows a changed price, and confirms again at it with a new Idempotency-Key', async () => {
    const post = vi
      .spyOn(userApi, 'request')
      .mockRejectedValueOnce(priceChanged(110_000))
      .mockResolvedValueOnce(placed(110_000))
      .mockResolvedValue({ data: { success: true, message: 'ok', data: {} } });
    render(<CheckoutFlow lines={[LINE]} schedule={scheduleAt(0)} risk={ACCEPTED} paymentExpiryHours={48} kyc={KYC} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and place order' }));
    expect(await screen.findByTestId('price-changed')).toHaveTextContent('Price changed from ₹1,000.00 to ₹1,100.00.');
    expect(screen.getByRole('alert')).toHaveTextContent('The price changed');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm at the new price' }));

    const orderCalls = post.mock.calls.map(([config]) => config).filter((config) => config.url === 'checkOut/place');
    expect(orderCalls.map((config) => config.data)).toEqual([
      { lines: [{ slug: 'acme', quantity: 10, pricePaise: 100_000 }] },
      { lines: [{ slug: 'acme', quantity: 10, pricePaise: 110_000 }] },
    ]);
    const keys = orderCalls.map((config) => (config.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    // The server takes the ordered line out of the cart; the page shows what to pay and where.
    expect(post.mock.calls.map(([config]) => config.url)).not.toContain('checkOut/remove');
    const order = await screen.findByTestId('placed-order');
    expect(within(order).getByText('PB-B-ABCDEFGH')).toBeInTheDocument();
    expect(within(order).getByText('₹11,001.50')).toBeInTheDocument();
    expect(screen.getByText('000111222333')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'UTR of your payment for PB-B-ABCDEFGH' })).toBeInTheDocument();
  });

  it('keeps the same Idempotency-Key when a failed attempt is retried', async () => {
    const post = vi
      .spyOn(userApi, 'request')
      .mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'))
      .mockResolvedValueOnce(placed(100_000))
      .mockResolvedValue({ data: { success: true, message: 'ok', data: {} } });
    render(<CheckoutFlow lines={[LINE]} schedule={scheduleAt(0)} risk={ACCEPTED} paymentExpiryHours={48} kyc={KYC} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and place order' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and place order' }));
    await screen.findByTestId('placed-order');
    const keys = post.mock.calls
      .map(([config]) => config)
      .filter((config) => config.url === 'checkOut/place')
      .map((config) => (config.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('asks for the risk statement before the first order only, and records the acceptance first', async () => {
    const post = vi
      .spyOn(userApi, 'request')
      .mockResolvedValueOnce({ data: { success: true, message: 'accepted', data: {} } })
      .mockResolvedValueOnce(placed(100_000))
      .mockResolvedValue({ data: { success: true, message: 'ok', data: {} } });
    render(
      <CheckoutFlow lines={[LINE]} schedule={scheduleAt(0)} risk={{ ...ACCEPTED, accepted: false }} paymentExpiryHours={48} kyc={KYC} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and place order' }));
    const dialog = await screen.findByRole('dialog', { name: RISK_STATEMENT.title });
    expect(within(dialog).getByText(/6 months/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I understand and accept' }));
    await screen.findByTestId('placed-order');
    const urls = post.mock.calls.map(([config]) => config.url);
    expect(urls.slice(0, 2)).toEqual(['risk-acknowledgement', 'checkOut/place']);
    expect(post.mock.calls[0]?.[0].data).toEqual({ version: RISK_STATEMENT.version });
  });

  it('places nothing when the investor does not accept the risk statement', async () => {
    const post = vi.spyOn(userApi, 'request');
    render(
      <CheckoutFlow lines={[LINE]} schedule={scheduleAt(0)} risk={{ ...ACCEPTED, accepted: false }} paymentExpiryHours={48} kyc={KYC} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and place order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: RISK_STATEMENT.title })).getByRole('button', { name: 'Not now' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the risk statement');
    expect(post).not.toHaveBeenCalled();
  });
});
