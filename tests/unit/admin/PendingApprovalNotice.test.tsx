import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import PendingApprovalNotice from '@/components/admin/PendingApprovalNotice';

const approval = {
  id: 41,
  kind: 'price_change' as const,
  entityId: 'acme',
  summary: 'Price of Acme from ₹100.00 to ₹130.00 (+30.0%)',
  proposedBy: 'Asha Rao',
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('PendingApprovalNotice', () => {
  it('says what waits, who proposed it, how long ago and when in IST, linking to it in the queue', () => {
    render(<PendingApprovalNotice approvals={[approval, { ...approval, id: 42, proposedBy: null }]} now="2026-11-26T10:25:00.000Z" />);
    const items = screen.getAllByTestId('pending-approval');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Waiting for approval: Price of Acme from ₹100.00 to ₹130.00 (+30.0%), proposed by Asha Rao 25 min ago (26 Nov 2026, 15:30 IST).',
    );
    expect(screen.getAllByRole('link', { name: approval.summary })[0]).toHaveAttribute(
      'href',
      '/admin/approvals?kind=price_change#approval-41',
    );
    expect(items[1]).toHaveTextContent('proposed by a former staff member');
  });

  it('shows nothing when nothing waits', () => {
    const { container } = render(<PendingApprovalNotice approvals={[]} now="2026-11-26T10:25:00.000Z" />);
    expect(container).toBeEmptyDOMElement();
  });
});
