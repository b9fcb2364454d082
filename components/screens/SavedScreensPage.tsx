// Saved screens of either dashboard (/dashboard/screens, /Cp/screens): each screen with its query, how
// many companies match it now, its last change and its alert switch; a form to save another.
import Link from 'next/link';

import DashboardPage from '@/components/dashboard/DashboardPage';
import { ListTable } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import { primaryButton, secondaryButton } from '@/components/profile/buttons';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import SaveScreenForm from '@/components/screens/SaveScreenForm';
import ActionButton from '@/components/ui/ActionButton';
import ConfirmButton from '@/components/ui/ConfirmButton';
import type { Role } from '@/lib/auth/token';
import { call } from '@/lib/contracts/client';
import { SCREENS_API, type SavedScreen } from '@/lib/contracts/screens';
import { formatDateTime, formatNumber } from '@/lib/format';
import { MAX_SCREENS } from '@/lib/validations/screens';

/** The screener showing a saved screen: its query, and its sort when it has one. */
export function screenHref(screen: Pick<SavedScreen, 'query' | 'sort' | 'dir'>) {
  const params = new URLSearchParams({ q: screen.query });
  if (screen.sort) params.set('sort', screen.sort);
  if (screen.dir) params.set('dir', screen.dir);
  return `/screener?${params.toString()}`;
}

export default function SavedScreensPage({ accountRole, screens }: { accountRole: Role; screens: SavedScreen[] }) {
  const refresh = useRefreshProps();
  const api = SCREENS_API[accountRole];
  return (
    <DashboardPage
      title="Saved screens"
      description="Your screener queries, kept with how many companies match each now. Turn on alerts to hear when a company enters or leaves one."
    >
      <div className="space-y-8">
        <ListTable<SavedScreen>
          caption={`Your saved screens (${formatNumber(screens.length)} of ${formatNumber(MAX_SCREENS)})`}
          columns={[
            {
              label: 'Screen',
              cell: (screen) => (
                <span className="block min-w-0">
                  <Link href={screenHref(screen)} className="font-medium text-brand-800 underline underline-offset-2">
                    {screen.name}
                  </Link>
                  <code className="mt-1 block break-words text-xs text-slate-600">{screen.query}</code>
                </span>
              ),
            },
            { label: 'Matches now', numeric: true, cell: (screen) => formatNumber(screen.count) },
            {
              label: 'Last change',
              cell: (screen) =>
                screen.lastChangeAt ? (
                  <span className="text-sm">
                    {screen.lastChange}
                    <span className="block text-xs text-slate-600">{formatDateTime(screen.lastChangeAt)}</span>
                  </span>
                ) : (
                  <span className="text-sm text-slate-600">None since you saved it</span>
                ),
            },
            {
              label: 'Alerts',
              cell: (screen) => (
                <ActionButton
                  pressed={screen.alert}
                  label={`Alerts for ${screen.name}`}
                  className={screen.alert ? primaryButton : secondaryButton}
                  action={() => call(api.update, { alert: !screen.alert }, { params: { id: String(screen.id) } })}
                >
                  {screen.alert ? 'On' : 'Off'}
                </ActionButton>
              ),
            },
            {
              label: 'Actions',
              cell: (screen) => (
                <ConfirmButton
                  label={
                    <span>
                      Delete<span className="sr-only"> {screen.name}</span>
                    </span>
                  }
                  title={`Delete “${screen.name}”?`}
                  body="The screen and its alerts go. The companies in it are not affected."
                  confirmLabel="Delete"
                  busyLabel="Deleting…"
                  onConfirm={async () => {
                    await call(api.remove, undefined, { params: { id: String(screen.id) } });
                    await refresh();
                  }}
                />
              ),
            },
          ]}
          rows={screens}
          empty="No saved screens yet. Write a query in the screener and save it, or save one below."
        />
        <Section title="Save a screen" look="card">
          <div className="mt-4 max-w-2xl">
            <SaveScreenForm
              accountRole={accountRole}
              onSaved={async () => {
                await refresh();
              }}
            />
          </div>
        </Section>
      </div>
    </DashboardPage>
  );
}
