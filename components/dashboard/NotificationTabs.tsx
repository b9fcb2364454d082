import Link from 'next/link';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';

import Icon from '@/components/dashboard/Icon';
import {
  archiveNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationArea,
  type NotificationItem,
} from '@/components/notifications/notificationsApi';
import { apiError } from '@/lib/api/clients';
import type { IconName } from '@/lib/icons';
import { formatDateTime } from '@/lib/format';
import { relativeTime } from '@/lib/relativeTime';
import type { NotificationFolderName } from '@/lib/validations/notifications';

const TABS: readonly { folder: NotificationFolderName; label: string; icon: IconName; title: string; text: string }[] = [
  {
    folder: 'unread',
    label: 'Unread',
    icon: 'inbox',
    title: 'No new notifications',
    text: 'Updates about your orders, sales and KYC will appear here.',
  },
  {
    folder: 'archived',
    label: 'Archived',
    icon: 'archive',
    title: 'No archived notifications',
    text: 'Notifications you archive are kept here.',
  },
];

type Folder =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: NotificationItem[]; total: number; page: number; loadedAt: Date };

const LOADING: Folder = { status: 'loading' };

interface Props {
  /** Whose notifications: the investor's or the partner's. */
  area?: NotificationArea;
  /** Told the new unread count after each change made here. */
  onUnreadChange?: (unread: number) => void;
  /** Called when a notification's link is followed (the panel closes). */
  onNavigate?: () => void;
}

/** The Unread / Archived tabs (WAI-ARIA tabs: arrow keys, Home and End move between them), each a list of notifications. */
export default function NotificationTabs({ area = 'user', onUnreadChange, onNavigate }: Props) {
  const [active, setActive] = useState(0);
  const [folders, setFolders] = useState<Record<NotificationFolderName, Folder>>({ unread: LOADING, archived: LOADING });
  // Bumped to fetch a folder again (after an archive, or "Try again").
  const [versions, setVersions] = useState<Record<NotificationFolderName, number>>({ unread: 0, archived: 0 });
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const folder = TABS[active]?.folder ?? 'unread';
  const version = versions[folder];
  const unreadChanged = useEffectEvent((unread: number) => onUnreadChange?.(unread));

  useEffect(() => {
    let current = true;
    fetchNotifications(area, folder)
      .then((page) => {
        if (!current) return;
        setFolders((all) => ({
          ...all,
          [folder]: { status: 'ready', items: page.result, total: page.total, page: page.page, loadedAt: new Date() },
        }));
        if (folder === 'unread') unreadChanged(page.unread);
      })
      .catch((error: unknown) => {
        if (current)
          setFolders((all) => ({
            ...all,
            [folder]: { status: 'error', message: apiError(error, 'Notifications could not be loaded.').message },
          }));
      });
    return () => {
      current = false;
    };
  }, [area, folder, version]);

  function select(index: number) {
    const next = (index + TABS.length) % TABS.length;
    setActive(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: TABS.length - 1 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    select(move);
  }

  function reload(name: NotificationFolderName) {
    setFolders((all) => ({ ...all, [name]: LOADING }));
    setVersions((all) => ({ ...all, [name]: all[name] + 1 }));
  }

  function update(name: NotificationFolderName, change: (items: NotificationItem[], total: number) => [NotificationItem[], number]) {
    setFolders((all) => {
      const state = all[name];
      if (state.status !== 'ready') return all;
      const [items, total] = change(state.items, state.total);
      return { ...all, [name]: { ...state, items, total } };
    });
  }

  async function act(run: () => Promise<number>, done: string, after: () => void) {
    setBusy(true);
    try {
      const unread = await run();
      after();
      onUnreadChange?.(unread);
      setStatus(done);
    } catch (error) {
      setStatus(apiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  const readNow = (item: NotificationItem): NotificationItem => ({ ...item, readAt: item.readAt ?? new Date().toISOString() });

  const markRead = (item: NotificationItem) =>
    act(
      () => markNotificationRead(area, item.id),
      'Marked as read.',
      () => update('unread', (items, total) => [items.map((i) => (i.id === item.id ? readNow(i) : i)), total]),
    );

  const archive = (item: NotificationItem) =>
    act(
      () => archiveNotification(area, item.id),
      'Notification archived.',
      () => {
        update('unread', (items, total) => [items.filter((i) => i.id !== item.id), total - 1]);
        reload('archived');
      },
    );

  const markAll = () =>
    act(
      () => markAllNotificationsRead(area),
      'All notifications marked as read.',
      () => update('unread', (items, total) => [items.map(readNow), total]),
    );

  async function loadMore(name: NotificationFolderName) {
    const state = folders[name];
    if (state.status !== 'ready') return;
    setBusy(true);
    try {
      const next = await fetchNotifications(area, name, state.page + 1);
      setFolders((all) => {
        const now = all[name];
        if (now.status !== 'ready') return all;
        const seen = new Set(now.items.map((i) => i.id));
        return {
          ...all,
          [name]: { ...now, items: [...now.items, ...next.result.filter((i) => !seen.has(i.id))], total: next.total, page: next.page },
        };
      });
    } catch (error) {
      setStatus(apiError(error, 'More notifications could not be loaded.').message);
    } finally {
      setBusy(false);
    }
  }

  function open(item: NotificationItem) {
    if (!item.readAt) void markNotificationRead(area, item.id).then(onUnreadChange, () => undefined);
    onNavigate?.();
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div role="tablist" aria-label="Notification folders" className="flex gap-1 border-b border-slate-200 px-4">
        {TABS.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className={`-mb-px min-h-11 border-b-2 px-3 text-sm font-medium ${
              index === active ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {TABS.map((tab, index) => {
        const state = folders[tab.folder];
        const hasUnread = state.status === 'ready' && state.items.some((item) => !item.readAt);
        return (
          <div
            key={tab.label}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            aria-busy={state.status === 'loading'}
            hidden={index !== active}
            tabIndex={0}
            className="flex-1 overflow-y-auto"
          >
            {state.status === 'loading' && <p className="px-6 py-12 text-center text-sm text-slate-600">Loading notifications…</p>}
            {state.status === 'error' && (
              <div role="alert" className="px-6 py-12 text-center">
                <p className="text-sm text-red-700">{state.message}</p>
                <button
                  type="button"
                  onClick={() => reload(tab.folder)}
                  className="mt-3 min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  Try again
                </button>
              </div>
            )}
            {state.status === 'ready' && state.items.length === 0 && (
              <div className="px-6 py-12 text-center">
                <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon name={tab.icon} className="h-6 w-6" />
                </span>
                <p className="mt-4 font-semibold text-slate-900">{tab.title}</p>
                <p className="mt-1 text-sm text-slate-600">{tab.text}</p>
              </div>
            )}
            {state.status === 'ready' && state.items.length > 0 && (
              <>
                {tab.folder === 'unread' && hasUnread && (
                  <div className="flex justify-end border-b border-slate-100 px-4 py-2">
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void markAll()}
                      className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                    >
                      Mark all as read
                    </button>
                  </div>
                )}
                <ul className="divide-y divide-slate-100">
                  {state.items.map((item) => (
                    <li key={item.id} className={`px-4 py-3 ${item.readAt ? '' : 'bg-brand-50/60'}`}>
                      <div className="flex items-start gap-2">
                        {!item.readAt && <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-600" />}
                        <div className="min-w-0 flex-1">
                          <h3 className="text-sm font-semibold text-slate-900">
                            {!item.readAt && <span className="sr-only">Unread: </span>}
                            {item.link ? (
                              <Link href={item.link} onClick={() => open(item)} className="hover:underline">
                                {item.title}
                              </Link>
                            ) : (
                              item.title
                            )}
                          </h3>
                          <p className="mt-1 text-sm text-slate-700">{item.body}</p>
                          <p className="mt-1 text-xs text-slate-600">
                            <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                              {relativeTime(item.createdAt, state.loadedAt)}
                            </time>
                          </p>
                          {tab.folder === 'unread' && (
                            <div className="mt-2 flex gap-2">
                              {!item.readAt && (
                                <button
                                  type="button"
                                  disabled={busy}
                                  aria-label={`Mark read: ${item.title}`}
                                  onClick={() => void markRead(item)}
                                  className="min-h-11 rounded-lg border border-slate-300 px-3 text-xs font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
                                >
                                  Mark read
                                </button>
                              )}
                              <button
                                type="button"
                                disabled={busy}
                                aria-label={`Archive: ${item.title}`}
                                onClick={() => void archive(item)}
                                className="min-h-11 rounded-lg border border-slate-300 px-3 text-xs font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
                              >
                                Archive
                              </button>
                            </div>
                          )}
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
                {state.items.length < state.total && (
                  <div className="px-4 py-3 text-center">
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void loadMore(tab.folder)}
                      className="min-h-11 rounded-lg px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                    >
                      Show older notifications
                    </button>
                  </div>
                )}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
