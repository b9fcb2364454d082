import type { KycStatus } from '@/lib/server/db/schema';

const KYC_LABEL: Record<KycStatus, { text: string; tone: string }> = {
  not_started: { text: 'Not started', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
  submitted: { text: 'Submitted', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  verified: { text: 'Verified', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  rejected: { text: 'Rejected', tone: 'bg-red-50 text-red-800 ring-red-200' },
};

export default function KycBadge({ status }: { status: KycStatus }) {
  const kyc = KYC_LABEL[status];
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${kyc.tone}`}>{kyc.text}</span>;
}
