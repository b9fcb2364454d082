// The screener's "Save this screen": for a signed-in investor or partner, a dialog with the query filled
// in (name it, choose alerts); for anyone else, a link to sign in and come back to the same screen.
// The page's HTML is the same for every visitor: who is visiting is known after hydration (VisitorProvider).
import Link from 'next/link';
import { useId, useState } from 'react';

import { useVisitor } from '@/components/providers/VisitorProvider';
import SaveScreenForm from '@/components/screens/SaveScreenForm';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';
import { DialogCancel } from '@/components/ui/ConfirmDialog';
import Dialog from '@/components/ui/Dialog';
import { SCREENS_PAGE } from '@/lib/contracts/screens';
import type { SortColumn, SortDirection } from '@/lib/screener';

interface Props {
  query: string;
  sort?: SortColumn;
  dir?: SortDirection;
  /** The screener's address with this query, where sign-in comes back to. */
  returnTo: string;
}

export default function SaveScreenButton({ query, sort, dir, returnTo }: Props) {
  const { kind } = useVisitor();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  // Holding both tokens, a visitor is neither (the dashboards send them to /unauthorized).
  if (kind === 'both') return null;
  if (kind === 'anonymous') {
    return (
      <Link
        href={`/login?next=${encodeURIComponent(returnTo)}`}
        className="text-sm font-medium text-brand-800 underline underline-offset-2"
      >
        Sign in to save this screen
      </Link>
    );
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={BUTTON_LOOKS.outline} disabled={!query.trim()}>
        Save this screen
      </button>
      {saved && (
        <Link href={SCREENS_PAGE[kind]} className="text-sm font-medium text-brand-800 underline underline-offset-2">
          Your saved screens
        </Link>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={headingId}
        className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Save this screen
        </h2>
        <div className="mt-4">
          <SaveScreenForm accountRole={kind} query={query} sort={sort} dir={dir} onSaved={() => setSaved(true)} />
        </div>
        <div className="mt-4 flex justify-end">
          <DialogCancel label="Close" onCancel={() => setOpen(false)} />
        </div>
      </Dialog>
    </>
  );
}
