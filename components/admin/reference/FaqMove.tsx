// "Move up" and "Move down" beside a question on the console's FAQ desk: the question swaps places with its
// neighbour on the FAQ page, and the list is read again with the answer's notice. At either end the API
// says so, shown under the button.
import { useRouter } from 'next/router';

import { Allowed } from '@/components/admin/StaffRoles';
import { secondaryButton } from '@/components/profile/buttons';
import ActionButton from '@/components/ui/ActionButton';
import { call } from '@/lib/contracts/client';
import { adminFaqMovedApi } from '@/lib/contracts/reference';
import type { FaqDirection } from '@/lib/validations/referenceAdmin';

const LABELS: Record<FaqDirection, string> = { up: 'Move up', down: 'Move down' };

export default function FaqMove({ faq }: { faq: { id: number; question: string } }) {
  const router = useRouter();
  return (
    <Allowed permission="content:write">
      <div className="flex flex-wrap items-center gap-2">
        {(['up', 'down'] as const).map((direction) => (
          <ActionButton
            key={direction}
            className={secondaryButton}
            label={`${LABELS[direction]}: ${faq.question}`}
            action={() => call(adminFaqMovedApi, { direction }, { params: { id: faq.id } })}
            onDone={(answer) =>
              router.replace({ pathname: router.pathname, query: { ...router.query, notice: answer.message } }, undefined, {
                scroll: false,
              })
            }
          >
            {LABELS[direction]}
          </ActionButton>
        ))}
      </div>
    </Allowed>
  );
}
