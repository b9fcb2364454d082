// risk acknowledgement: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { acceptRiskStatement, getRiskAcknowledgement } from '@/lib/server/services/riskAcknowledgement';
import { riskAcknowledgementSchema } from '@/lib/validations/riskAcknowledgement';

export const riskAcknowledgementApi = contract<RiskData>()('user', 'GET', 'risk-acknowledgement');
export const riskAcknowledgedApi = contract<RiskAcceptedData>()('user', 'POST', 'risk-acknowledgement', riskAcknowledgementSchema);

export type RiskData = Answer<typeof getRiskAcknowledgement>;
export type RiskAcceptedData = Answer<typeof acceptRiskStatement>;
