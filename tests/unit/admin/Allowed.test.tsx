// The console shows what a staff member may change only to those whose roles allow it; the others read.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Allowed, StaffRolesContext } from '@/components/admin/StaffRoles';
import type { StaffRole } from '@/lib/permissions';

function renderAs(roles: StaffRole[]) {
  return render(
    <StaffRolesContext.Provider value={roles}>
      <Allowed permission="kyc:write">
        <button type="button">Verify KYC</button>
      </Allowed>
    </StaffRolesContext.Provider>,
  );
}

describe('Allowed', () => {
  it('shows the action to a role that may make the change', () => {
    renderAs(['kyc']);
    expect(screen.getByRole('button', { name: 'Verify KYC' })).toBeInTheDocument();
    expect(screen.queryByTestId('read-only')).toBeNull();
  });

  it('shows an auditor, and any other role, that the page is read-only for them', () => {
    for (const roles of [['auditor'], ['prices', 'content']] as StaffRole[][]) {
      const { unmount } = renderAs(roles);
      expect(screen.queryByRole('button', { name: 'Verify KYC' })).toBeNull();
      expect(screen.getByTestId('read-only')).toHaveTextContent('Read only: your roles do not allow changes here.');
      unmount();
    }
  });
});
