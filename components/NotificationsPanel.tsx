import { useRef } from 'react';
import { createPortal } from 'react-dom';

import Icon from '@/components/dashboard/Icon';
import NotificationTabs from '@/components/dashboard/NotificationTabs';
import { useModalFocus } from '@/lib/hooks/useModalFocus';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The notifications side panel, sliding in from the right (placeholder content for now). */
export default function NotificationsPanel({ id, open, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, open, onClose);
  if (!open) return null;

  // Portalled to <body> so no ancestor's stacking context or transform can clip the overlay.
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-slate-900/40 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none"
      />
      <div
        ref={dialog}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Notifications"
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-2xl transition-transform duration-200 starting:translate-x-full motion-reduce:transition-none"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
          <h2 className="text-lg font-semibold text-slate-900">Notifications</h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <Icon name="close" />
            <span className="sr-only">Close notifications</span>
          </button>
        </div>
        <NotificationTabs />
      </div>
    </div>,
    document.body,
  );
}
