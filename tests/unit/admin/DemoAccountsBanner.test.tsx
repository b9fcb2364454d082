import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import AdminLayout from '@/layouts/AdminLayout';

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/admin', push: vi.fn() }) }));

const operator = { fullName: 'Desk Tester', email: 'desk@example.com', roles: ['admin' as const] };

describe('the console layout', () => {
  it('says on the page, in a status region, that the demo accounts are active and their passwords public', () => {
    render(
      <AdminLayout operator={operator} demoAccounts>
        <h1>Desk</h1>
      </AdminLayout>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Demo accounts are active on this site.');
    expect(banner).toHaveTextContent(/passwords are published in the README/);
    // In the page's main region, before the page itself, so it is read first.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status')).toBe(banner);
    expect(banner.compareDocumentPosition(screen.getByRole('heading', { name: 'Desk' })) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
  });

  it('shows no banner without demo accounts', () => {
    render(
      <AdminLayout operator={operator} demoAccounts={false}>
        <h1>Desk</h1>
      </AdminLayout>,
    );
    expect(screen.getByRole('heading', { name: 'Desk' })).toBeInTheDocument();
    expect(screen.queryByText(/Demo accounts are active/)).not.toBeInTheDocument();
  });
});
