// The facts a company page and its research report both list, as [label, value] pairs.
import { formatNumber, formatPaise, formatPaiseShort } from '@/lib/format';
import { CATEGORY_LABELS } from '@/lib/companyRecords';

export interface FactSource {
  sector: string;
  category: string;
  status: string;
  isin: string | null;
  depository: string | null;
  faceValuePaise: number;
  minQuantity: number;
  founded: number | null;
  headquarters: string | null;
  ipoStatus: string | null;
  stage: string | null;
  amountRaisedPaise: number | null;
  minInvestmentPaise: number | null;
}

export type Fact = [label: string, value: string];

// Any string may arrive (an old or unknown category): looked up as a partial record, shown as is when unknown.
const CATEGORY_LABEL_BY_NAME: Partial<Record<string, string>> = CATEGORY_LABELS;
export const categoryLabel = (category: string) => CATEGORY_LABEL_BY_NAME[category] ?? category;

export function keyFacts(company: FactSource): Fact[] {
  return [
    ['ISIN', company.isin ?? '—'],
    ['Depository', company.depository ?? '—'],
    ['Face value', formatPaise(company.faceValuePaise)],
    ['Minimum quantity', `${formatNumber(company.minQuantity)} shares`],
    ['Status', company.status],
    ['Category', categoryLabel(company.category)],
    ['Sector', company.sector],
    ['IPO status', company.ipoStatus ?? 'No IPO announced'],
    ['Founded', company.founded ? String(company.founded) : '—'],
    ['Headquarters', company.headquarters ?? '—'],
  ];
}

/** Funding facts, shown only for startups. */
export function startupFacts(company: FactSource): Fact[] {
  if (company.category !== 'startup') return [];
  return [
    ['Funding stage', company.stage ?? '—'],
    ['Amount raised', company.amountRaisedPaise === null ? '—' : formatPaiseShort(company.amountRaisedPaise)],
    ['Minimum investment', company.minInvestmentPaise === null ? '—' : formatPaise(company.minInvestmentPaise)],
  ];
}
