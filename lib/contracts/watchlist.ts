// watchlist: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { createWatchAlert, deleteWatchAlert, listWatchAlerts } from '@/lib/server/services/watchAlerts';
import type { addToWatchlist, listWatchlist, removeFromWatchlist } from '@/lib/server/services/watchlist';
import { watchAlertBody } from '@/lib/validations/watchAlerts';
import { watchlistItemBody, watchlistListQuery } from '@/lib/validations/watchlist';

/** POST /api/v1/user/watchlist/add */
export type WatchlistAddData = Answer<typeof addToWatchlist>;
export const watchlistAddApi = contract<WatchlistAddData>()({
  client: 'user',
  method: 'POST',
  path: 'watchlist/add',
  input: watchlistItemBody,
});

/** GET /api/v1/user/watchlist/list */
export type WatchlistData = Answer<typeof listWatchlist>;
export const watchlistApi = contract<WatchlistData>()({ client: 'user', method: 'GET', path: 'watchlist/list', input: watchlistListQuery });

/** POST /api/v1/user/watchlist/remove */
export type WatchlistRemoveData = Answer<typeof removeFromWatchlist>;
export const watchlistRemoveApi = contract<WatchlistRemoveData>()({
  client: 'user',
  method: 'POST',
  path: 'watchlist/remove',
  input: watchlistItemBody,
});

/** POST /api/v1/user/watchlist/alerts */
export type WatchAlertCreateData = Answer<typeof createWatchAlert>;
export const watchAlertCreateApi = contract<WatchAlertCreateData>()({
  client: 'user',
  method: 'POST',
  path: 'watchlist/alerts',
  input: watchAlertBody,
});

/** GET /api/v1/user/watchlist/alerts */
export type WatchAlertsData = { result: Answer<typeof listWatchAlerts> };
export const watchAlertsApi = contract<WatchAlertsData>()({ client: 'user', method: 'GET', path: 'watchlist/alerts' });

/** DELETE /api/v1/user/watchlist/alerts/{id} */
export type WatchAlertDeleteData = Answer<typeof deleteWatchAlert>;
export const watchAlertDeleteApi = contract<WatchAlertDeleteData>()({ client: 'user', method: 'DELETE', path: 'watchlist/alerts/{id}' });
