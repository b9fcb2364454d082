import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import DetailPage from '@/components/kit/DetailPage';

const router = vi.hoisted(() => ({ asPath: '/admin/orders/7', replace: vi.fn(() => Promise.resolve(true)) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

afterEach(() => vi.clearAllMocks());

function renderPage() {
  render(
    <DetailPage
      title="Order PB-B-1"
      description="10 shares of Acme"
      back={{ href: '/admin/orders', label: 'All orders' }}
      actions={(done) => (
        <button type="button" onClick={() => done('Order PB-B-1 is now completed.')}>
          Complete
        </button>
      )}
      facts={[
        {
          title: 'Order',
          items: [
            { label: 'Reference', value: 'PB-B-1' },
            { label: 'Reason', value: null },
          ],
        },
        { title: 'Investor and KYC', items: [{ label: 'Name', value: 'Asha Rao' }] },
      ]}
      events={[{ event: 'payment_received', actor: 'desk@example.com', note: 'NEFT-1', at: '2026-11-26T10:00:00Z' }]}
    />,
  );
}

describe('DetailPage', () => {
  it('shows the heading, the way back, each group of facts as a region and the timeline', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Order PB-B-1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All orders' }).getAttribute('href')).toBe('/admin/orders');
    const order = screen.getByRole('region', { name: 'Order' });
    expect(within(order).getByText('PB-B-1')).toBeTruthy();
    // A fact with no value reads as a dash, not as an empty cell.
    expect(within(order).getByText('—')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Investor and KYC' })).getByText('Asha Rao')).toBeTruthy();
    const events = screen.getByRole('region', { name: 'Events' });
    expect(within(events).getByText('Payment received')).toBeTruthy();
    expect(within(events).getByText('26 Nov 2026, 15:30 IST')).toBeTruthy();
  });

  it("an action's message is shown and the record reloaded in place", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.getByTestId('notice').textContent).toBe('Order PB-B-1 is now completed.');
    expect(router.replace).toHaveBeenCalledWith('/admin/orders/7', undefined, { scroll: false });
  });
});
