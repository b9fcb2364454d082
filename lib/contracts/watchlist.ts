// watchlist: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { createWatchAlert, deleteWatchAlert, listWatchAlerts } from '@/lib/server/services/watchAlerts';
import type { addToWatchlist, listWatchlist, removeFromWatchlist } from '@/lib/server/services/watchlist';
import { watchAlertBody } from '@/lib/validations/watchAlerts';
import { watchlistItemBody, watchlistListQuery } from '@/lib/validations/watchlist';

export const watchlistAddApi = contract<WatchlistAddData>()('user', 'POST', 'watchlist/add', watchlistItemBody);
export const watchlistApi = contract<WatchlistData>()('user', 'GET', 'watchlist/list', watchlistListQuery);
export const watchlistRemoveApi = contract<WatchlistRemoveData>()('user', 'POST', 'watchlist/remove', watchlistItemBody);
export const watchAlertCreateApi = contract<WatchAlertCreateData>()('user', 'POST', 'watchlist/alerts', watchAlertBody);
export const watchAlertsApi = contract<WatchAlertsData>()('user', 'GET', 'watchlist/alerts');
export const watchAlertDeleteApi = contract<WatchAlertDeleteData>()('user', 'DELETE', 'watchlist/alerts/{id}');

export type WatchlistAddData = Answer<typeof addToWatchlist>;
export type WatchlistData = Answer<typeof listWatchlist>;
export type WatchlistRemoveData = Answer<typeof removeFromWatchlist>;
export type WatchAlertCreateData = Answer<typeof createWatchAlert>;
export type WatchAlertsData = { result: Answer<typeof listWatchAlerts> };
export type WatchAlertDeleteData = Answer<typeof deleteWatchAlert>;
