// Cancel an order (while it awaits payment) or a sell request (before the shares arrive), after a confirm dialog.
import { useRouter } from 'next/router';

import ConfirmButton from '@/components/ui/ConfirmButton';
import { userApi } from '@/lib/api/clients';

interface Props {
  /** The API path under /api/v1/user: "orders/12/cancel" or "sell/3/cancel". */
  path: string;
  /** What is cancelled, in the dialog's words: "order UM-B-…". */
  what: string;
  /** The button's label. */
  label?: string;
}

export default function CancelButton({ path, what, label = 'Cancel' }: Props) {
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
        await userApi.post(path);
        await router.replace(router.asPath, undefined, { scroll: false });
      }}
    />
  );
}
