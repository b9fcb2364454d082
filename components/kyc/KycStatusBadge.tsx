import type { KycStatusName } from '@/lib/validations/kyc';

import { KYC_STATUS_TEXT, TONE_CLASSES } from './kycStatusText';

export default function KycStatusBadge({ status }: { status: KycStatusName }) {
  const { label, tone } = KYC_STATUS_TEXT[status];
  return (
    <span
      data-testid="kyc-status"
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    >
      {label}
    </span>
  );
}
