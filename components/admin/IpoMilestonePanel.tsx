import { useState } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import Notice from '@/components/admin/Notice';
import { ipoMilestoneFields, ipoMilestoneFormSchema } from '@/components/admin/ipoMilestoneForm';
import IpoTimeline from '@/components/companies/IpoTimeline';
import FormFields from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import FormCard from '@/components/kit/FormCard';
import Section from '@/components/kit/Section';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { call } from '@/lib/contracts/client';
import { adminIpoMilestoneApi } from '@/lib/contracts/companies';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { IpoMilestoneView } from '@/lib/server/services/ipo';
import { IPO_MILESTONE_KINDS, IPO_MILESTONE_LABELS, type IpoMilestoneKind } from '@/lib/status/ipo';

interface Props {
  slug: string;
  name: string;
  milestones: readonly IpoMilestoneView[];
}

/** The console's road to listing of one company: its milestones, and a form to record the next (or correct one). */
export default function IpoMilestonePanel({ slug, name, milestones }: Props) {
  const [kind, setKind] = useState<IpoMilestoneKind>(
    IPO_MILESTONE_KINDS.find((next) => !milestones.some((m) => m.kind === next)) ?? 'listed',
  );
  const [notice, setNotice] = useState('');
  const [saved, setSaved] = useState(0);
  const refresh = useRefreshProps();
  const { errors, formError, submitting, onSubmit } = useApiForm(ipoMilestoneFormSchema, async (values) => {
    setNotice('');
    const response = await call(adminIpoMilestoneApi, values, { params: { slug } });
    setNotice(response.message);
    setSaved((count) => count + 1);
    await refresh();
  });
  const recorded = milestones.some((milestone) => milestone.kind === kind);
  return (
    <>
      <Section title="Road to listing" look="card" className="mt-6 max-w-3xl">
        {milestones.length ? (
          <IpoTimeline milestones={milestones} label={`${name}'s IPO milestones`} />
        ) : (
          <p className="mt-2 text-slate-700">No IPO milestone recorded yet.</p>
        )}
      </Section>
      <Allowed permission="companies:write">
        <div className="mt-4 max-w-3xl">
          <Notice message={notice} testId="ipo-notice" />
          {/* Keyed by saves: after one, the fields start empty for the next. */}
          <FormCard key={saved} label="Record an IPO milestone" onSubmit={onSubmit} formError={formError} width="3xl">
            <FormFields
              errors={errors}
              fields={[
                {
                  control: 'select',
                  label: 'Milestone',
                  name: 'kind',
                  defaultValue: kind,
                  onChange: (event) => setKind(event.target.value as IpoMilestoneKind),
                  options: IPO_MILESTONE_KINDS.map((value) => ({ value, label: IPO_MILESTONE_LABELS[value] })),
                  hint: 'Holders are told the first time each milestone is recorded; recording it again corrects it.',
                },
                ...ipoMilestoneFields(kind),
              ]}
            />
            <SubmitButton
              look="inline"
              busy={submitting}
              label={recorded ? `Correct ${IPO_MILESTONE_LABELS[kind].toLowerCase()}` : 'Record milestone'}
              busyLabel="Saving…"
            />
          </FormCard>
        </div>
      </Allowed>
    </>
  );
}
