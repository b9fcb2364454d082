import ActionButton from '@/components/ui/ActionButton';
import { userApi } from '@/lib/api/clients';

/** Removes one company from the watch list, then reloads the page's data from the server. */
export default function RemoveFromWatchlistButton({ companyId, companyName }: { companyId: number; companyName: string }) {
  return (
    <ActionButton
      action={() => userApi.post('watchlist/remove', { companyId })}
      className="min-h-10 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-red-800 ring-1 ring-slate-300 hover:bg-red-50"
    >
      Remove<span className="sr-only">{` ${companyName} from your watch list`}</span>
    </ActionButton>
  );
}
