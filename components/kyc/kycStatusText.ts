import type { KycStatusName } from '@/lib/validations/kyc';

/** What each KYC status is called and what it means for the investor (status panel and dashboard card). */
export const KYC_STATUS_TEXT: Record<KycStatusName, { label: string; summary: string; tone: 'neutral' | 'pending' | 'good' | 'bad' }> = {
  not_started: {
    label: 'Not started',
    summary: 'Submit your PAN, demat account and bank account once, before your first purchase.',
    tone: 'neutral',
  },
  submitted: {
    label: 'Submitted — under review',
    summary: 'We are checking your details. You can buy shares once your KYC is verified.',
    tone: 'pending',
  },
  verified: {
    label: 'Verified',
    summary: 'Your KYC is complete: you can buy unlisted shares.',
    tone: 'good',
  },
  rejected: {
    label: 'Rejected',
    summary: 'We could not verify your details. Please correct them and submit again.',
    tone: 'bad',
  },
};

export const TONE_CLASSES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  good: 'bg-green-50 text-green-800 ring-green-300',
  bad: 'bg-red-50 text-red-800 ring-red-300',
} as const;
