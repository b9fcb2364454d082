import type { ManagementMember } from '@/lib/server/db/schema';

export default function ManagementList({ members }: { members: ManagementMember[] }) {
  if (members.length === 0) return <p className="mt-3 text-slate-600">Management details have not been published.</p>;
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li key={`${member.name}-${member.role}`} className="rounded-xl bg-slate-50 p-4">
          <p className="font-semibold text-slate-900">{member.name}</p>
          <p className="text-sm text-slate-600">{member.role}</p>
        </li>
      ))}
    </ul>
  );
}
