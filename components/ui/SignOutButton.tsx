import { useState } from 'react';

import Icon from '@/components/dashboard/Icon';

interface Props {
  /** Ends the session and leaves the page; the button comes back if it fails. */
  signOut: () => Promise<void>;
  label: string;
  busyLabel: string;
  className: string;
  iconClassName: string;
  /** Classes of the label: `sr-only sm:not-sr-only` shows only the icon on a phone. */
  labelClassName?: string;
}

/** A sign-out button: disabled while it runs, its label saying so. */
export default function SignOutButton({ signOut, label, busyLabel, className, iconClassName, labelClassName }: Props) {
  const [leaving, setLeaving] = useState(false);
  function onClick() {
    setLeaving(true);
    signOut().catch(() => setLeaving(false));
  }
  return (
    <button type="button" onClick={onClick} disabled={leaving} className={className}>
      <Icon name="logout" className={iconClassName} />
      {labelClassName ? <span className={labelClassName}>{leaving ? busyLabel : label}</span> : leaving ? busyLabel : label}
    </button>
  );
}
