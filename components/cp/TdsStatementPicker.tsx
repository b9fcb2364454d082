// The partner's quarterly TDS statement: a financial year and a quarter (Q1 April–June …), then PDF or CSV.
import { useState } from 'react';

import DownloadLinks from '@/components/cp/DownloadLinks';
import SelectField from '@/components/forms/SelectField';
import { FY_QUARTERS, lastEndedQuarter } from '@/lib/commission';

const QUARTER_MONTHS = { Q1: 'April–June', Q2: 'July–September', Q3: 'October–December', Q4: 'January–March' } as const;
const QUARTERS = FY_QUARTERS.map((quarter) => ({ value: quarter, label: `${quarter} (${QUARTER_MONTHS[quarter]})` }));

/**
 * `financialYear` is the current one ("2026-27"); the picker offers it and the three before, and opens on the
 * latest quarter that has ended by India's month `month` (in December, July–September).
 */
export default function TdsStatementPicker({ financialYear, month }: { financialYear: string; month: string }) {
  const ended = lastEndedQuarter(month);
  const first = Number(financialYear.slice(0, 4));
  const years = [0, 1, 2, 3].map((back) => {
    const label = `${String(first - back)}-${String((first - back + 1) % 100).padStart(2, '0')}`;
    return { value: label, label };
  });
  const [fy, setFy] = useState(ended.financialYear);
  const [quarter, setQuarter] = useState<string>(ended.quarter);
  return (
    <section aria-labelledby="tds-heading" className="mt-6 space-y-3">
      <h2 id="tds-heading" className="text-lg font-semibold text-slate-900">
        Quarterly TDS statement
      </h2>
      <p className="text-sm text-slate-700">
        Each payout of the quarter: the amount paid, the TDS deducted under section 194H and how it was computed.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Financial year" name="fy" options={years} value={fy} onValue={setFy} />
        <SelectField label="Quarter" name="quarter" options={QUARTERS} value={quarter} onValue={setQuarter} />
        <DownloadLinks href="/api/v1/cp/reports/tds" query={{ fy, quarter }} what="TDS statement" />
      </div>
    </section>
  );
}
