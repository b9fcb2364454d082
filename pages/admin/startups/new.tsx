import { useRouter } from 'next/router';
import { useState } from 'react';

import AdminPage from '@/components/admin/AdminPage';
import EntryForm from '@/components/admin/reference/EntryForm';
import { NEW_STARTUP_FIELDS } from '@/components/admin/startups/startupFields';
import { call } from '@/lib/contracts/client';
import { adminStartupCreatedApi } from '@/lib/contracts/startups';
import { getServerSideProps } from '@/lib/server/loaders/admin/startups/new';
import { newStartupSchema } from '@/lib/validations/startups';

export { getServerSideProps };

export default function NewStartupPage() {
  const router = useRouter();
  // One key for this form: a double click or a retry adds the startup once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return (
    <AdminPage
      description="It is saved as a draft, on no public page; publish it from its page when it is ready."
      back={{ href: '/admin/startups', label: 'All startups' }}
    >
      <EntryForm
        label="New startup"
        schema={newStartupSchema}
        fields={NEW_STARTUP_FIELDS}
        submitLabel="Add the startup as a draft"
        onSave={async (values) => {
          const answer = await call(adminStartupCreatedApi, values, { headers: { 'Idempotency-Key': idempotencyKey } });
          await router.push({ pathname: `/admin/startups/${answer.data.slug}`, query: { notice: answer.message } });
        }}
      />
    </AdminPage>
  );
}
