// The consents of the privacy page: the terms and privacy policy accepted (which versions, when), each
// purpose with a switch (a button with aria-pressed: giving and withdrawing are the same one click), and
// every change, in India time.
import { ListTable } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import { primaryButton, secondaryButton } from '@/components/profile/buttons';
import ActionButton from '@/components/ui/ActionButton';
import { call } from '@/lib/contracts/client';
import { PRIVACY_API, type ConsentsData } from '@/lib/contracts/privacy';
import type { ProfileRole } from '@/lib/contracts/profile';
import { formatDateTime } from '@/lib/format';
import { choiceWord, CONSENT_PURPOSE_LABELS, CONSENT_SOURCE_LABELS } from '@/lib/status/privacy';

function AcceptanceLine({ acceptance }: { acceptance: ConsentsData['acceptance'] }) {
  if (!acceptance) {
    return (
      <p className="mt-1 text-sm text-slate-600">No acceptance of the Terms &amp; Conditions and the Privacy Policy is recorded yet.</p>
    );
  }
  return (
    <p className="mt-1 text-sm text-slate-600">
      You accepted the Terms &amp; Conditions (version {acceptance.termsVersion}) and the Privacy Policy (version{' '}
      {acceptance.privacyVersion}) on {formatDateTime(acceptance.acceptedAt)}, {CONSENT_SOURCE_LABELS[acceptance.source].toLowerCase()}.
    </p>
  );
}

type Change = ConsentsData['history'][number];

export default function ConsentSection({ accountRole, view }: { accountRole: ProfileRole; view: ConsentsData }) {
  return (
    <Section title="Consents" look="card">
      <AcceptanceLine acceptance={view.acceptance} />
      <p className="mt-1 text-sm text-slate-600">
        Give or withdraw each one at any time; none is given until you choose. One-time codes and messages about your orders and account are
        always sent.
      </p>
      <ul className="mt-4 divide-y divide-slate-200">
        {view.consents.map((consent) => (
          <li key={consent.purpose} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="text-sm text-slate-900">
              {CONSENT_PURPOSE_LABELS[consent.purpose]}
              <span className="block text-xs text-slate-600">
                {consent.changedAt && consent.source
                  ? `${choiceWord(consent.granted, consent.source)} on ${formatDateTime(consent.changedAt)}`
                  : 'Not given'}
              </span>
            </span>
            <ActionButton
              pressed={consent.granted}
              label={CONSENT_PURPOSE_LABELS[consent.purpose]}
              className={consent.granted ? primaryButton : secondaryButton}
              action={() =>
                call(PRIVACY_API[accountRole].consentsUpdate, { consents: [{ purpose: consent.purpose, granted: !consent.granted }] })
              }
            >
              {consent.granted ? 'On' : 'Off'}
            </ActionButton>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-base font-semibold text-slate-900">History of changes</h3>
      <ListTable<Change>
        look="panel"
        caption="Changes to your consents, newest first"
        columns={[
          { label: 'When (IST)', cell: (row) => formatDateTime(row.changedAt) },
          { label: 'Purpose', cell: (row) => CONSENT_PURPOSE_LABELS[row.purpose] },
          { label: 'Change', cell: (row) => choiceWord(row.granted, row.source) },
          { label: 'Where', cell: (row) => CONSENT_SOURCE_LABELS[row.source] },
        ]}
        rows={view.history}
        rowKey={(row) => `${row.changedAt}-${row.purpose}`}
        empty="No choices yet: none is given until you choose."
      />
    </Section>
  );
}
