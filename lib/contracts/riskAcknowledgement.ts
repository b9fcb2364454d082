// risk acknowledgement: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { acceptRiskStatement, getRiskAcknowledgement } from '@/lib/server/services/riskAcknowledgement';
import { riskAcknowledgementSchema } from '@/lib/validations/riskAcknowledgement';

export const riskAcknowledgementApi = contract<Answer<typeof getRiskAcknowledgement>>()('user', 'GET', 'risk-acknowledgement');
export const riskAcknowledgedApi = contract<Answer<typeof acceptRiskStatement>>()(
  'user',
  'POST',
  'risk-acknowledgement',
  riskAcknowledgementSchema,
);
