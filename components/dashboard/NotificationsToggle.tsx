import { useEffect, useState } from 'react';

import Icon from '@/components/dashboard/Icon';
import { fetchUnreadCount, type NotificationArea } from '@/components/notifications/notificationsApi';
import NotificationsPanel from '@/components/NotificationsPanel';

const PANEL_ID = 'notifications-panel';

interface Props {
  /** Whose notifications: the investor's (default) or the partner's. */
  area?: NotificationArea;
}

/** The bell button with its unread badge (fetched on load and whenever the panel closes), and the panel it opens. */
export default function NotificationsToggle({ area = 'user' }: Props) {
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState<number | null>(null);
  // Bumped when the panel closes, to count again (new notifications may have come meanwhile).
  const [closings, setClosings] = useState(0);

  useEffect(() => {
    let current = true;
    // A failed count keeps the last one: the badge is a hint, the panel says what failed.
    const count = async () => {
      try {
        const value = await fetchUnreadCount(area);
        if (current && Number.isFinite(value)) setUnread(value);
      } catch {
        // keep the last count
      }
    };
    void count();
    return () => {
      current = false;
    };
  }, [area, closings]);

  const label = unread === null ? 'Notifications' : `Notifications, ${String(unread)} unread`;

  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(true)}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="bell" className="h-6 w-6" />
        {unread !== null && unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-1 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-brand-900 ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <NotificationsPanel
        id={PANEL_ID}
        open={open}
        area={area}
        onUnreadChange={setUnread}
        onClose={() => {
          setOpen(false);
          setClosings((n) => n + 1);
        }}
      />
    </>
  );
}
