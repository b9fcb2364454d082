// Job applications: the fields (zod, shared by the form and POST /api/v1/common/career/apply)
// and the résumé rules (a PDF by its content, at most 2 MB), checked in the browser and on the server.
import { z } from '@/lib/zod';

import { optionalTextField } from './contact';
import { emailField, fullNameField, indianMobileField } from './fields';
import { idField } from './ids';

export const COVER_NOTE_MAX = 2000;
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const APPLICATION_SUCCESS_MESSAGE = 'Thank you for applying. We read every application and will reply by email.';
export const OPENING_CHOICE_MESSAGE = 'Please choose an open position.';
export const OPENING_CLOSED_MESSAGE = 'This position is no longer open. Please choose another one.';

export const RESUME_MESSAGES = {
  missing: 'Please attach your résumé as a PDF file.',
  type: 'Your résumé must be a PDF file.',
  size: 'Your résumé must be 2 MB or smaller.',
  count: 'Please attach only one file.',
} as const;

export const applicationSchema = z.object({
  openingId: idField(OPENING_CHOICE_MESSAGE),
  fullName: fullNameField,
  email: emailField,
  phone: indianMobileField,
  coverNote: optionalTextField('Cover note', COVER_NOTE_MAX),
});
export type ApplicationInput = z.output<typeof applicationSchema>;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether the bytes start like a PDF. The name and the declared type are not trusted. */
export function looksLikePdf(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => head[i] === byte);
}

/** The résumé's problem, if any, from its size and first bytes. */
export function resumeProblem(size: number, head: Uint8Array): string | undefined {
  if (size === 0) return RESUME_MESSAGES.missing;
  if (size > RESUME_MAX_BYTES) return RESUME_MESSAGES.size;
  if (!looksLikePdf(head)) return RESUME_MESSAGES.type;
  return undefined;
}

/** A safe display name for an uploaded file: no path, no control characters, at most 150 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';

  const clean = base
    // eslint-disable-next-line no-control-regex -- removing control characters from a file name is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-150);
  return clean || 'resume.pdf';
}

/** The browser's check before uploading: the same rules, reading only the file's first bytes. */
export async function resumeFileProblem(file: Blob | null): Promise<string | undefined> {
  if (!file || file.size === 0) return RESUME_MESSAGES.missing;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.size;
  return resumeProblem(file.size, new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer()));
}
