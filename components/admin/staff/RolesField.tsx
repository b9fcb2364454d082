// The roles of a staff member as a group of checkboxes (name "roles"), each with what it opens.
import CheckboxGroup from '@/components/forms/CheckboxGroup';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/permissions';

interface Props {
  defaultValue?: readonly StaffRole[];
  error?: string;
}

const OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

export default function RolesField({ defaultValue = [], error }: Props) {
  return <CheckboxGroup legend="Roles" name="roles" options={OPTIONS} defaultValue={defaultValue} error={error} />;
}
