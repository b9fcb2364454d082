import ActionButton from '@/components/ui/ActionButton';
import { call } from '@/lib/contracts/client';
import { watchlistRemoveApi } from '@/lib/contracts/watchlist';

/** Removes one company from the watch list, then reloads the page's data from the server. */
export default function RemoveFromWatchlistButton({ companyId, companyName }: { companyId: number; companyName: string }) {
  return (
    <ActionButton
      action={() => call(watchlistRemoveApi, { companyId })}
      className="min-h-10 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-red-800 ring-1 ring-slate-300 hover:bg-red-50"
    >
      Remove<span className="sr-only">{` ${companyName} from your watch list`}</span>
    </ActionButton>
  );
}
