// "Move up" and "Move down" beside a question on the console's FAQ desk: the question swaps places with its
// neighbour on the FAQ page, and the list is read again with the answer's notice. At either end the API
// says so, shown beside the buttons.
import { useRouter } from 'next/router';
import { useState } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import { secondaryButton } from '@/components/profile/buttons';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { adminFaqMovedApi } from '@/lib/contracts/reference';
import type { FaqDirection } from '@/lib/validations/referenceAdmin';

const LABELS: Record<FaqDirection, string> = { up: 'Move up', down: 'Move down' };

export default function FaqMove({ faq }: { faq: { id: number; question: string } }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function move(direction: FaqDirection) {
    setBusy(true);
    setError('');
    try {
      const answer = await call(adminFaqMovedApi, { direction }, { params: { id: faq.id } });
      await router.replace({ pathname: router.pathname, query: { ...router.query, notice: answer.message } }, undefined, { scroll: false });
    } catch (failure) {
      setError(apiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Allowed permission="content:write">
      <div className="flex flex-wrap items-center gap-2">
        {(['up', 'down'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className={secondaryButton}
            disabled={busy}
            aria-label={`${LABELS[direction]}: ${faq.question}`}
            onClick={() => void move(direction)}
          >
            {LABELS[direction]}
          </button>
        ))}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Allowed>
  );
}
