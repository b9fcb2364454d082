import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import { PATHS } from '@/lib/routes';
import { STAFF_ROLE_LABELS } from '@/lib/permissions';
import { getServerSideProps } from '@/lib/server/loaders/admin/forbidden';

export { getServerSideProps };

export default function ForbiddenPage({ from, operator }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const roles = operator.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');
  return (
    <AdminPage title="Not part of your role" description="Your roles do not open this page. Ask an admin if your work needs it.">
      <div className="max-w-2xl space-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-800">
        {from && (
          <p>
            You asked for <code className="font-mono text-sm">{from}</code>.
          </p>
        )}
        <p>Your roles: {roles}.</p>
        <Link href={PATHS.operatorDesk} className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
          Back to the desk
        </Link>
      </div>
    </AdminPage>
  );
}
