import AlertForm from '@/components/watchlist/AlertForm';
import ActionButton from '@/components/ui/ActionButton';
import { call } from '@/lib/contracts/client';
import { watchAlertDeleteApi } from '@/lib/contracts/watchlist';
import { formatPaise } from '@/lib/format';
import type { WatchAlertView } from '@/lib/server/services/watchAlerts';
import type { WatchlistEntry } from '@/lib/server/services/watchlist';

function describe(alert: WatchAlertView): string {
  if (alert.kind === 'available') return 'When it becomes available';
  const level = formatPaise(alert.levelPaise ?? 0);
  return alert.kind === 'price_above' ? `Price rises above ${level}` : `Price falls below ${level}`;
}

function DeleteAlert({ alert, companyName }: { alert: WatchAlertView; companyName: string }) {
  return (
    <ActionButton
      action={() => call(watchAlertDeleteApi, undefined, { params: { id: alert.id } })}
      className="text-sm font-semibold text-red-800 underline underline-offset-2"
    >
      Delete<span className="sr-only">{` the alert on ${companyName}: ${describe(alert)}`}</span>
    </ActionButton>
  );
}

/** Per watched company: "Alert me" and the alerts set on it, each with Delete. */
export default function WatchAlertsPanel({ items, alerts }: { items: WatchlistEntry[]; alerts: WatchAlertView[] }) {
  return (
    <section aria-labelledby="watch-alerts" className="mt-8">
      <h2 id="watch-alerts" className="mb-1 text-lg font-semibold text-slate-900">
        Price and availability alerts
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        You hear once each time the price crosses your level; the alert sets itself again when the price goes back across.
      </p>
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {items.map((item) => {
          const mine = alerts.filter((alert) => alert.companyId === item.companyId);
          return (
            <li key={item.companyId} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{item.name}</p>
                {mine.length === 0 ? (
                  <p className="text-sm text-slate-600">No alerts.</p>
                ) : (
                  <ul aria-label={`Alerts on ${item.name}`} className="mt-1 space-y-1 text-sm">
                    {mine.map((alert) => (
                      <li key={alert.id} className="flex flex-wrap items-center gap-2">
                        <span>{describe(alert)}</span>
                        <span className="text-xs text-slate-600">
                          {alert.armed ? '(waiting)' : '(sent; waits for the price to come back)'}
                        </span>
                        <DeleteAlert alert={alert} companyName={item.name} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <AlertForm company={item} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
