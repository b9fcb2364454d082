// A console list's link to its "new" page, beside the title (AdminPage's aside): shown only to staff whose
// roles may add one (the permission the new page's loader asks).
import type { ReactNode } from 'react';

import { useCan } from '@/components/admin/StaffRoles';
import ButtonLink from '@/components/ui/ButtonLink';
import type { Permission } from '@/lib/permissions';

export default function NewRecordLink({ href, permission, children }: { href: string; permission: Permission; children: ReactNode }) {
  if (!useCan(permission)) return null;
  return <ButtonLink href={href}>{children}</ButtonLink>;
}
