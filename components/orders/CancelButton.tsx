// Cancel an order (while it awaits payment) or a sell request (before the shares arrive), after a confirm dialog.
import { useRouter } from 'next/router';

import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { orderCancelApi } from '@/lib/contracts/orders';
import { sellCancelApi } from '@/lib/contracts/sales';

const CANCEL_API = { order: orderCancelApi, sell: sellCancelApi } as const;

interface Props {
  /** What kind of thing is cancelled: an order or a sell request. */
  kind: keyof typeof CANCEL_API;
  /** Its id. */
  id: number;
  /** What is cancelled, in the dialog's words: "order PB-B-…". */
  what: string;
  /** The button's label. */
  label?: string;
}

export default function CancelButton({ kind, id, what, label = 'Cancel' }: Props) {
  const router = useRouter();
  return (
    <ConfirmButton
      label={label}
      title={`Cancel ${what}?`}
      body="This cannot be undone. If you still want the shares, you will need to start again."
      cancelLabel="Keep it"
      confirmLabel="Yes, cancel"
      busyLabel="Cancelling…"
      onConfirm={async () => {
        await call(CANCEL_API[kind], undefined, { params: { id } });
        await router.replace(router.asPath, undefined, { scroll: false });
      }}
    />
  );
}
