import TextField from '@/components/forms/TextField';
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
      <TextField label="As on" name="date" type="date" required max={today} defaultValue={today} className="w-full sm:w-56" />
      <DownloadButtons label="the client holdings report" />
    </ReportCard>
  );
}
