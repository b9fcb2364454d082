import { useRouter } from 'next/router';
import { useId, useState, type SyntheticEvent } from 'react';

import FormMessages from '@/components/forms/FormMessages';
import SelectField from '@/components/forms/SelectField';
import TextField from '@/components/forms/TextField';
import Dialog from '@/components/ui/Dialog';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { watchAlertCreateApi } from '@/lib/contracts/watchlist';
import { formatPaise } from '@/lib/format';
import { rupeesToPaise, WATCH_ALERT_KIND_LABELS, WATCH_ALERT_KINDS, type WatchAlertKindValue } from '@/lib/validations/watchAlerts';

interface Company {
  companyId: number;
  name: string;
  status: string;
  pricePaise: number;
}

const LEVEL_MESSAGE = 'Enter a price in rupees, e.g. 1250 or 1250.50.';

/** "Alert me": a small dialog to set a price alert (rupees typed, paise sent) or an availability alert. */
export default function AlertForm({ company }: { company: Company }) {
  const router = useRouter();
  const headingId = useId();
  const canWaitForStock = company.status !== 'Available';
  const kinds = WATCH_ALERT_KINDS.filter((kind) => kind !== 'available' || canWaitForStock);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<WatchAlertKindValue>(canWaitForStock ? 'available' : 'price_above');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body: { companyId: number; kind: WatchAlertKindValue; levelPaise?: number } = { companyId: company.companyId, kind };
    if (kind !== 'available') {
      const typed = data.get('level');
      const paise = rupeesToPaise(typeof typed === 'string' ? typed : '');
      if (paise === null) {
        setErrors({ level: LEVEL_MESSAGE });
        return;
      }
      body.levelPaise = paise;
    }
    setErrors({});
    setFormError('');
    setBusy(true);
    try {
      await call(watchAlertCreateApi, body);
      setOpen(false);
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (failure) {
      const info = apiError(failure);
      const { levelPaise, ...rest } = info.errors;
      setErrors({ ...rest, ...(levelPaise && { level: levelPaise }) });
      setFormError(Object.keys(info.errors).length ? (info.errors.companyId ?? '') : info.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-10 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        Alert me<span className="sr-only">{` about ${company.name}`}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={headingId} className="w-full max-w-md rounded-2xl bg-white p-6">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Alert me about {company.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">Now {formatPaise(company.pricePaise)} a share. We tell you in the panel and by email.</p>
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
          <SelectField
            label="When"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as WatchAlertKindValue)}
            options={kinds.map((value) => ({ value, label: WATCH_ALERT_KIND_LABELS[value] }))}
            error={errors.kind}
          />
          {kind !== 'available' && (
            <TextField label="Price level (₹ per share)" name="level" inputMode="decimal" autoComplete="off" error={errors.level} />
          )}
          <FormMessages success="" error={formError} />
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="min-h-11 rounded-lg px-4 text-sm font-semibold ring-1 ring-slate-300"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              Set alert
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
