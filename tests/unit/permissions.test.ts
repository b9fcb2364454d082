// Staff roles (lib/permissions.ts): what each role may do, the pages it opens, and --roles as the CLI reads it.
import { describe, expect, it } from 'vitest';

import { formValues } from '@/lib/hooks/useApiForm';
import { can, CONSOLE_AREAS, mayOpen, rolesGranting, STAFF_ROLES, staffRolesField } from '@/lib/permissions';

describe('permissions', () => {
  it('an admin may do everything, an auditor read everything and change nothing', () => {
    for (const area of CONSOLE_AREAS) {
      expect(can(['admin'], `${area}:write`)).toBe(true);
      expect(can(['auditor'], `${area}:read`)).toBe(true);
      expect(can(['auditor'], `${area}:write`)).toBe(false);
    }
  });

  it('each other role changes only its own part; several roles add up', () => {
    expect(can(['kyc'], 'kyc:write')).toBe(true);
    expect(can(['kyc'], 'orders:read')).toBe(false);
    expect(can(['prices'], 'companies:write')).toBe(true);
    expect(can(['desk'], 'companies:write')).toBe(false);
    expect(can(['finance'], 'payouts:write')).toBe(true);
    expect(can(['finance'], 'orders:write')).toBe(false);
    expect(can(['kyc', 'finance'], 'payouts:write') && can(['kyc', 'finance'], 'kyc:write')).toBe(true);
    expect(can([], 'orders:read')).toBe(false);
    expect(rolesGranting('staff:write')).toEqual(['admin']);
    expect(rolesGranting('kyc:write')).toEqual(['admin', 'kyc']);
  });

  it('console pages open by their permission; a page not in the table is for admins only', () => {
    expect(mayOpen(['kyc'], '/admin')).toBe(true);
    expect(mayOpen(['kyc'], '/admin/kyc')).toBe(true);
    expect(mayOpen(['kyc'], '/admin/payouts')).toBe(false);
    expect(mayOpen(['auditor'], '/admin/staff')).toBe(true);
    expect(mayOpen(['auditor'], '/admin/staff/new')).toBe(false);
    expect(mayOpen(['desk'], '/admin/some-new-page')).toBe(false);
    expect(mayOpen(['admin'], '/admin/some-new-page')).toBe(true);
  });

  it('reads --roles as the CLI gets it: commas, spaces, case and repeats; refuses unknown roles and none', () => {
    expect(staffRolesField.parse('kyc,prices')).toEqual(['kyc', 'prices']);
    expect(staffRolesField.parse(' KYC , prices,kyc ')).toEqual(['kyc', 'prices']);
    expect(staffRolesField.safeParse('kyc,boss').error?.issues[0]?.message).toBe(
      `Roles are a comma-separated list of: ${STAFF_ROLES.join(', ')}.`,
    );
    expect(staffRolesField.safeParse(' , ').error?.issues[0]?.message).toBe('Give at least one role.');
  });
});

describe('formValues', () => {
  it('gives a group of checked boxes as a list, one as a value, and leaves out unchecked ones', () => {
    document.body.innerHTML = `<form>
      <input name="email" value="a@example.com">
      <input type="checkbox" name="roles" value="kyc" checked>
      <input type="checkbox" name="roles" value="prices" checked>
      <input type="checkbox" name="roles" value="desk">
      <input type="checkbox" name="other" value="one" checked>
      <input type="checkbox" name="none" value="x">
    </form>`;
    expect(formValues(document.querySelector('form')!)).toEqual({ email: 'a@example.com', roles: ['kyc', 'prices'], other: 'one' });
  });
});
