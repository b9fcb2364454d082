import ReportCard, { DownloadButtons } from '@/components/reports/ReportCard';

/** The partner's client holdings report as on a date, as PDF or CSV (a GET form: works without JavaScript). */
export default function ClientHoldingsCard({ today }: { today: string }) {
  return (
    <ReportCard
      id="client-holdings"
      title="Client holdings report"
      description="Your clients' holdings at the end of a day, by client and company, with their cost and value (your assets under management)."
      action="/api/v1/cp/reports/client-holdings"
    >
      <label htmlFor="client-holdings-date" className="block text-sm font-medium text-slate-800">
        As on
      </label>
      <input
        id="client-holdings-date"
        name="date"
        type="date"
        required
        max={today}
        defaultValue={today}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 sm:w-56"
      />
      <DownloadButtons label="the client holdings report" />
    </ReportCard>
  );
}
