// watchlist: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { createWatchAlert, deleteWatchAlert, listWatchAlerts } from '@/lib/server/services/watchAlerts';
import type { addToWatchlist, listWatchlist, removeFromWatchlist } from '@/lib/server/services/watchlist';
import { watchAlertBody } from '@/lib/validations/watchAlerts';
import { watchlistItemBody, watchlistListQuery } from '@/lib/validations/watchlist';

export const watchlistAddApi = contract<Answer<typeof addToWatchlist>>()('user', 'POST', 'watchlist/add', watchlistItemBody);
export const watchlistApi = contract<Answer<typeof listWatchlist>>()('user', 'GET', 'watchlist/list', watchlistListQuery);
export const watchlistRemoveApi = contract<Answer<typeof removeFromWatchlist>>()('user', 'POST', 'watchlist/remove', watchlistItemBody);
export const watchAlertCreateApi = contract<Answer<typeof createWatchAlert>>()('user', 'POST', 'watchlist/alerts', watchAlertBody);
export const watchAlertsApi = contract<{ result: Answer<typeof listWatchAlerts> }>()('user', 'GET', 'watchlist/alerts');
export const watchAlertDeleteApi = contract<Answer<typeof deleteWatchAlert>>()('user', 'DELETE', 'watchlist/alerts/{id}');
