// Data rights requests (issue 23): the export download's query and the console's legal hold.
import { EXPORT_FORMATS } from '@/lib/status/privacy';
import { z } from '@/lib/zod';

export const PRIVACY_MESSAGES = {
  format: 'Format must be json or pdf.',
  legalHold: 'Say whether the account is under a legal hold (true or false).',
} as const;

export const exportDownloadQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: PRIVACY_MESSAGES.format }).default('json'),
});

export const legalHoldSchema = z.object({ legalHold: z.boolean({ error: PRIVACY_MESSAGES.legalHold }) });
