import { useRouter } from 'next/router';
import type { ChangeEvent } from 'react';

import SelectField from '@/components/forms/SelectField';

import { startupsHref } from './startupsHref';

interface Props {
  stages: string[];
  sectors: string[];
  stage: string | null;
  sector: string | null;
}

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/** Stage and sector lists; a plain GET form, so it works without JavaScript too. */
export default function StartupFilters({ stages, sectors, stage, sector }: Props) {
  const router = useRouter();
  const onChange = ({ target }: ChangeEvent<HTMLSelectElement>) => {
    const next = { stage, sector, [target.name]: target.value || null };
    void router.push(startupsHref(next.stage, next.sector, 1));
  };
  return (
    <form method="get" action="/Startups" aria-label="Filter startups" className="flex flex-wrap items-end gap-4">
      <SelectField
        name="stage"
        label="Stage"
        placeholder="All stages"
        value={stage ?? ''}
        options={asOptions(stages)}
        onChange={onChange}
        className="w-full sm:w-56"
      />
      <SelectField
        name="sector"
        label="Sector"
        placeholder="All sectors"
        value={sector ?? ''}
        options={asOptions(sectors)}
        onChange={onChange}
        className="w-full sm:w-56"
      />
      <noscript>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">
          Apply
        </button>
      </noscript>
    </form>
  );
}
