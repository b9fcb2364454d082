// The roles of a staff member as a group of checkboxes (name "roles"), each with what it opens.
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/permissions';

interface Props {
  defaultValue?: readonly StaffRole[];
  error?: string;
}

export default function RolesField({ defaultValue = [], error }: Props) {
  const errorId = 'roles-error';
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">Roles</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {STAFF_ROLES.map((role) => (
          <label
            key={role}
            className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800"
          >
            <input
              type="checkbox"
              name="roles"
              value={role}
              defaultChecked={defaultValue.includes(role)}
              className="h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
            />
            {STAFF_ROLE_LABELS[role]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
