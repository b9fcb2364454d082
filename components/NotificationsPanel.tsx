import NotificationTabs from '@/components/dashboard/NotificationTabs';
import type { NotificationArea } from '@/components/notifications/notificationsApi';
import Dialog from '@/components/ui/Dialog';
import IconButton from '@/components/ui/IconButton';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Whose notifications: the investor's (default) or the partner's. */
  area?: NotificationArea;
  /** Told the unread count whenever the panel learns it. */
  onUnreadChange?: (unread: number) => void;
}

/** The notifications side panel, sliding in from the right: Unread and Archived. */
export default function NotificationsPanel({ id, open, onClose, area = 'user', onUnreadChange }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      id={id}
      labelledBy={`${id}-heading`}
      placement="right"
      className="flex flex-col bg-white shadow-2xl"
      dialogClassName="w-full max-w-sm backdrop:bg-slate-900/40"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          Notifications
        </h2>
        <IconButton
          icon="close"
          label="Close notifications"
          onClick={onClose}
          className="rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        />
      </div>
      <NotificationTabs area={area} onUnreadChange={onUnreadChange} onNavigate={onClose} />
    </Dialog>
  );
}
