// Accepting the risk statement: the version the investor read (lib/riskStatement.ts). One schema for the API and the dialog.
import { z } from '@/lib/zod';

export const RISK_ACKNOWLEDGEMENT_MESSAGES = {
  version: 'Say which version of the risk statement you accept.',
  stale: 'The risk statement has changed since you opened it. Please read the current one and accept it.',
  required: 'Please read and accept the risk statement before your first purchase.',
} as const;

export const riskAcknowledgementSchema = z.object({
  version: z.string({ error: RISK_ACKNOWLEDGEMENT_MESSAGES.version }).trim().min(1, RISK_ACKNOWLEDGEMENT_MESSAGES.version).max(40),
});
export type RiskAcknowledgementInput = z.output<typeof riskAcknowledgementSchema>;
