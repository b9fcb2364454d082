import { useState } from 'react';

import Icon from '@/components/dashboard/Icon';
import NotificationsPanel from '@/components/NotificationsPanel';

// The specification fixes the badge at 8 until notifications exist.
const PLACEHOLDER_UNREAD_COUNT = 8;
const PANEL_ID = 'notifications-panel';

/** The bell button with its unread badge, and the panel it opens. */
export default function NotificationsToggle() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-label={`Notifications, ${PLACEHOLDER_UNREAD_COUNT} unread`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(true)}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="bell" className="h-6 w-6" />
        <span
          aria-hidden="true"
          className="absolute right-1 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-brand-900 ring-2 ring-white"
        >
          {PLACEHOLDER_UNREAD_COUNT}
        </span>
      </button>
      <NotificationsPanel id={PANEL_ID} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
