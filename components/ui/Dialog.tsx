// The one modal dialog of the site, built on the native <dialog> opened with showModal(): the
// browser puts it in the top layer (above every z-index, the Join button's 9999 included) and
// makes the rest of the page inert. On top of that: focus on the dialog and back to the opener,
// Tab kept inside, Escape and backdrop clicks (when it may be dismissed) and page scroll locked.
// A dialog of a public page's first screen can be rendered by the server too (`serverRendered`), so the
// inline boot script opens it at the first tap, before React has the page (lib/bootScript.ts).
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type DialogPlacement = 'center' | 'left' | 'right';

interface Props {
  open: boolean;
  /**
   * Called on Escape, a click on the backdrop or the platform's back gesture. Leave it out for a
   * dialog that must be answered (the disclaimer): then none of those close it.
   */
  onClose?: () => void;
  /**
   * Rendered in place, by the server too, and kept in the page while closed (a closed <dialog> is neither
   * shown nor in the accessibility tree): the inline boot script opens it before React has the page, from
   * a button marked data-boot-dialog whose aria-controls names it (lib/bootScript.ts).
   */
  serverRendered?: boolean;
  /** The element was found open while `open` is false: the boot script opened it; the owner's state follows. */
  onOpen?: () => void;
  /** The id of the dialog's heading; or give `label` when it has none. */
  labelledBy?: string;
  label?: string;
  id?: string;
  /** A centred card, or a drawer along the left or right edge. */
  placement?: DialogPlacement;
  /** Classes for the panel: size, colour, padding. */
  className?: string;
  /** Classes for the dialog element itself (its ::backdrop with `backdrop:`, or a z-index the specification names). */
  dialogClassName?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Tailwind's preflight zeroes the dialog's margin, padding and border; these place it again.
const PLACEMENT: Record<DialogPlacement, { dialog: string; panel: string }> = {
  center: {
    dialog: 'm-auto w-[calc(100%-2rem)] max-h-none',
    panel: 'mx-auto max-h-[calc(100dvh-2rem)] overflow-y-auto',
  },
  left: {
    dialog: 'my-0 mr-auto ml-0 h-dvh max-h-none transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none',
    panel: 'h-full',
  },
  right: {
    dialog: 'my-0 mr-0 ml-auto h-dvh max-h-none transition-transform duration-200 starting:translate-x-full motion-reduce:transition-none',
    panel: 'h-full',
  },
};

export default function Dialog(props: Props) {
  if (props.serverRendered) return <DialogElement {...props} />;
  // Mounted only while open: a closed dialog leaves nothing in the page (or in the accessibility tree).
  return props.open ? createPortal(<DialogElement {...props} />, document.body) : null;
}

function DialogElement({
  open,
  onClose,
  onOpen,
  labelledBy,
  label,
  id,
  placement = 'center',
  className = '',
  dialogClassName = '',
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  const opened = useRef(onOpen);
  useEffect(() => {
    close.current = onClose;
    opened.current = onOpen;
  });

  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // Open while React has it closed: the boot script opened it before hydration. A passive effect, as
    // finishLazyBoot's (pages/_app.tsx): the script opens no dialog once that has run.
    if (!open) {
      if (ref.current?.open) opened.current?.();
      return;
    }
    // After the commit that closes it: React puts focus back where it was before a commit, and a
    // server-rendered dialog stays in the page.
    return () => opener.current?.focus();
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // Opened by the boot script, focus is already in the dialog, and the browser's own close gives it
    // back to the element that had it before showModal.
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && !dialog.contains(active) ? active : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) {
      dialog.showModal();
      dialog.focus();
    }

    // A close request our keydown handler did not see: Android's back gesture, or Escape with focus on <body>.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current?.();
    };
    // Something closed the dialog behind our back: follow it, or reopen one that must be answered.
    const onNativeClose = () => {
      if (close.current) close.current();
      else dialog.showModal();
    };
    // A press that starts on the panel and ends on the backdrop (selecting text) is not a backdrop click.
    let pressedInside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedInside = event.target !== dialog;
    };
    // The panel fills the dialog, so only a click on the ::backdrop lands on the dialog itself.
    const onClick = (event: MouseEvent) => {
      const onBackdrop = event.target === dialog && !pressedInside;
      pressedInside = false;
      if (onBackdrop) close.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    if (event.key === 'Escape') {
      // Cancelling the key stops the browser's own close, which would not ask us first.
      event.preventDefault();
      close.current?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      id={id}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={`overflow-visible bg-transparent p-0 text-inherit outline-none ${PLACEMENT[placement].dialog} ${dialogClassName}`}
    >
      <div className={`${PLACEMENT[placement].panel} ${className}`}>{children}</div>
    </dialog>
  );
}
