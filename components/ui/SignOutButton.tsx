import { useState } from 'react';

import Icon from '@/components/dashboard/Icon';

interface Props {
  /** Ends the session and leaves the page; the button comes back if it fails. */
  signOut: () => Promise<void>;
  label: string;
  busyLabel: string;
  className: string;
  iconClassName: string;
}

/** A sign-out button: disabled while it runs, its label saying so. */
export default function SignOutButton({ signOut, label, busyLabel, className, iconClassName }: Props) {
  const [leaving, setLeaving] = useState(false);
  function onClick() {
    setLeaving(true);
    signOut().catch(() => setLeaving(false));
  }
  return (
    <button type="button" onClick={onClick} disabled={leaving} className={className}>
      <Icon name="logout" className={iconClassName} />
      {leaving ? busyLabel : label}
    </button>
  );
}
