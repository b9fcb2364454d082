import { useEffect, type ReactNode } from 'react';

import IconButton from '@/components/ui/IconButton';
import Dialog from '@/components/ui/Dialog';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  label: string;
  /** The sidebar, told to call onClose when an item is chosen. */
  children: ReactNode;
}

// Tailwind's lg breakpoint, where the sidebar is always shown and the drawer has no place.
const WIDE_SCREEN = '(min-width: 64rem)';

/** The sidebar as a modal drawer sliding in from the left on small screens. */
export default function MobileNavDrawer({ id, open, onClose, label, children }: Props) {
  // A drawer left open while the window widens would keep the page inert behind an invisible dialog.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      id={id}
      label={label}
      placement="left"
      className="relative w-72 max-w-[calc(100vw-4rem)]"
      dialogClassName="backdrop:bg-slate-900/50"
    >
      <IconButton
        icon="close"
        label="Close menu"
        iconClassName="h-6 w-6"
        onClick={onClose}
        className="absolute left-full top-3 ml-2 rounded-full text-white hover:bg-white/10"
      />
      <div className="h-full w-full overflow-y-auto shadow-xl">{children}</div>
    </Dialog>
  );
}
