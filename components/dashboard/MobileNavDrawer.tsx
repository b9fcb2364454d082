import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import Icon from '@/components/dashboard/Icon';
import { useModalFocus } from '@/lib/hooks/useModalFocus';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  label: string;
  /** The sidebar, told to call onClose when an item is chosen. */
  children: ReactNode;
}

/** The sidebar as a modal drawer sliding in from the left on small screens. */
export default function MobileNavDrawer({ id, open, onClose, label, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, open, onClose);
  if (!open) return null;

  // Portalled to <body> so no ancestor's stacking context or transform can clip the overlay.
  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden">
      <div
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-slate-900/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none"
      />
      <div
        ref={dialog}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[calc(100%-4rem)] transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none"
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute left-full top-3 ml-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10"
        >
          <Icon name="close" className="h-6 w-6" />
          <span className="sr-only">Close menu</span>
        </button>
        <div className="h-full w-full overflow-y-auto shadow-xl">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
