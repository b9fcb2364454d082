// The staff notes on an investor's or partner's record, newest first, and the form that adds one.
import { useRef } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import Section from '@/components/kit/Section';
import { call } from '@/lib/contracts/client';
import { PEOPLE_API } from '@/lib/contracts/people';
import { formatDateTime } from '@/lib/format';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { NoteSubject } from '@/lib/status/people';
import { staffNoteSchema } from '@/lib/validations/people';

interface Props {
  subject: NoteSubject;
  id: number;
  notes: readonly { id: number; body: string; author: string | null; at: string }[];
  /** Null when the caller may read but not write. */
  done: ((message: string) => void) | null;
}

export default function StaffNotes({ subject, id, notes, done }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useApiForm(staffNoteSchema, async (values) => {
    const { message } = await call(PEOPLE_API[subject].note, values, { params: { id } });
    formRef.current?.reset();
    done?.(message);
  });
  return (
    <Section title="Staff notes" look="card" className="lg:col-span-2">
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="border-l-2 border-brand-200 pl-3">
              <p className="text-sm whitespace-pre-line text-slate-900">{note.body}</p>
              <p className="text-xs text-slate-600">
                {note.author ?? 'a former staff member'} · <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {done && (
        <form ref={formRef} noValidate onSubmit={form.onSubmit} aria-label="Add a note" className="mt-4 space-y-3">
          <FormAlert message={form.formError} />
          <TextArea label="New note" name="body" rows={3} maxLength={2000} error={form.errors.body} />
          <SubmitButton busy={form.submitting} label="Add note" busyLabel="Adding…" look="inline" />
        </form>
      )}
    </Section>
  );
}
