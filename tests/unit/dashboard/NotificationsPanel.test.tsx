import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import NotificationsPanel from '@/components/NotificationsPanel';
import type * as Clients from '@/lib/api/clients';

// The typed client sends every call through a client's `request`; each fake answers it as get or post.
const mocks = vi.hoisted(() => {
  const fake = () => {
    const client = {
      get: vi.fn(),
      post: vi.fn(),
      request: (config: { method: string; url: string; params?: unknown }) =>
        config.method === 'GET' ? client.get(config.url, { params: config.params }) : client.post(config.url),
    };
    return client;
  };
  return { user: fake(), cp: fake() };
});
vi.mock('@/lib/api/clients', async (original) => ({
  ...(await original<typeof Clients>()),
  userApi: mocks.user,
  cpApi: mocks.cp,
}));

interface Item {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  entityType: string | null;
  entityId: string | null;
  createdAt: string;
  readAt: string | null;
  archivedAt: string | null;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const item = (id: number, overrides: Partial<Item> = {}): Item => ({
  id,
  kind: 'order.payment_received',
  title: `Payment received for PB-B-${id}`,
  body: `We received ₹25,003.75 for 10 shares of Acme (reference P-${id}).`,
  link: `/dashboard/transactions/${id}`,
  entityType: 'order',
  entityId: String(id),
  createdAt: minutesAgo(5),
  readAt: null,
  archivedAt: null,
  ...overrides,
});
const envelope = (data: unknown) => ({ data: { success: true, message: 'OK', data } });
const page = (result: Item[], total = result.length, unread = result.filter((i) => !i.readAt).length) =>
  envelope({ result, total, page: 1, unread });

function serve(client: typeof mocks.user, folders: { unread?: Item[]; archived?: Item[] }) {
  client.get.mockImplementation((_path: string, config: { params: { folder: string } }) =>
    Promise.resolve(page(config.params.folder === 'archived' ? (folders.archived ?? []) : (folders.unread ?? []))),
  );
}

beforeEach(() => {
  for (const client of [mocks.user, mocks.cp]) {
    client.get.mockReset().mockResolvedValue(page([]));
    client.post.mockReset();
  }
});

function renderPanel(onClose = vi.fn(), props: Partial<Parameters<typeof NotificationsPanel>[0]> = {}) {
  render(<NotificationsPanel id="notifications" open onClose={onClose} {...props} />);
  return onClose;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('NotificationsPanel', () => {
  it('renders nothing while closed', () => {
    render(<NotificationsPanel id="notifications" open={false} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mocks.user.get).not.toHaveBeenCalled();
  });

  it('opens as a labelled dialog on the Unread tab', async () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Unread', 'Archived']);
    expect(tab('Unread').getAttribute('aria-selected')).toBe('true');
    expect(tab('Archived').getAttribute('aria-selected')).toBe('false');
    const panel = visiblePanel();
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Unread').id);
    expect(tab('Unread').getAttribute('aria-controls')).toBe(panel.id);
    expect(await within(panel).findByText('No new notifications')).toBeInTheDocument();
  });

  it('switches tabs on click', async () => {
    renderPanel();
    await userEvent.click(tab('Archived'));
    expect(tab('Archived').getAttribute('aria-selected')).toBe('true');
    expect(tab('Unread').getAttribute('aria-selected')).toBe('false');
    expect(await within(visiblePanel()).findByText('No archived notifications')).toBeInTheDocument();
    expect(tab('Archived').tabIndex).toBe(0);
    expect(tab('Unread').tabIndex).toBe(-1);
    expect(mocks.user.get).toHaveBeenCalledWith('notifications', { params: { folder: 'archived', page: '1' } });
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    renderPanel();
    fireEvent.keyDown(tab('Unread'), { key: 'ArrowRight' });
    expect(tab('Archived').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Archived'));
    fireEvent.keyDown(tab('Archived'), { key: 'ArrowRight' });
    expect(tab('Unread').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Unread'));
    fireEvent.keyDown(tab('Unread'), { key: 'ArrowLeft' });
    expect(tab('Archived').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Archived'), { key: 'Home' });
    expect(tab('Unread').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Unread'), { key: 'End' });
    expect(tab('Archived').getAttribute('aria-selected')).toBe('true');
    expect(await within(visiblePanel()).findByText('No archived notifications')).toBeInTheDocument();
  });

  it('closes with Escape and with its close button', async () => {
    const onClose = renderPanel();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('NotificationsPanel with notifications', () => {
  it('shows each notification with its title (a link), body and relative time, and says it is loading first', async () => {
    serve(mocks.user, { unread: [item(2), item(1, { readAt: minutesAgo(1), createdAt: minutesAgo(60 * 26) })] });
    const onUnreadChange = vi.fn();
    renderPanel(vi.fn(), { onUnreadChange });
    expect(within(visiblePanel()).getByText('Loading notifications…')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Payment received for PB-B-2' });
    expect(link.getAttribute('href')).toBe('/dashboard/transactions/2');
    expect(screen.getByText('We received ₹25,003.75 for 10 shares of Acme (reference P-2).')).toBeInTheDocument();
    const times = visiblePanel().querySelectorAll('time');
    expect([...times].map((time) => time.textContent)).toEqual(['5 minutes ago', 'yesterday']);
    // Only the unread one can be marked read; both can be archived.
    expect(screen.getByRole('button', { name: 'Mark read: Payment received for PB-B-2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark read: Payment received for PB-B-1' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Archive: / })).toHaveLength(2);
    expect(onUnreadChange).toHaveBeenLastCalledWith(1);
  });

  it('marks one read and tells the badge the new count', async () => {
    serve(mocks.user, { unread: [item(2), item(1)] });
    mocks.user.post.mockResolvedValue(envelope({ id: 2, unread: 1 }));
    const onUnreadChange = vi.fn();
    renderPanel(vi.fn(), { onUnreadChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark read: Payment received for PB-B-2' }));
    expect(mocks.user.post).toHaveBeenCalledWith('notifications/2/read');
    expect(screen.queryByRole('button', { name: 'Mark read: Payment received for PB-B-2' })).toBeNull();
    expect(onUnreadChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('status').textContent).toBe('Marked as read.');
  });

  it('archives one: it leaves Unread and shows under Archived', async () => {
    const archived = item(2, { readAt: minutesAgo(0), archivedAt: minutesAgo(0) });
    serve(mocks.user, { unread: [item(2), item(1)] });
    mocks.user.post.mockImplementation(() => {
      serve(mocks.user, { unread: [item(1)], archived: [archived] });
      return Promise.resolve(envelope({ id: 2, unread: 1 }));
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive: Payment received for PB-B-2' }));
    expect(mocks.user.post).toHaveBeenCalledWith('notifications/2/archive');
    expect(screen.queryByRole('link', { name: 'Payment received for PB-B-2' })).toBeNull();
    await userEvent.click(tab('Archived'));
    expect(await within(visiblePanel()).findByRole('link', { name: 'Payment received for PB-B-2' })).toBeInTheDocument();
    // Archived ones have nothing more to do.
    expect(within(visiblePanel()).queryByRole('button', { name: /Archive|Mark read/ })).toBeNull();
  });

  it('marks all read', async () => {
    serve(mocks.user, { unread: [item(2), item(1)] });
    mocks.user.post.mockResolvedValue(envelope({ marked: 2, unread: 0 }));
    const onUnreadChange = vi.fn();
    renderPanel(vi.fn(), { onUnreadChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(mocks.user.post).toHaveBeenCalledWith('notifications/read-all');
    expect(screen.queryByRole('button', { name: /^Mark read/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(onUnreadChange).toHaveBeenLastCalledWith(0);
  });

  it('shows an error with a way to try again', async () => {
    mocks.user.get.mockRejectedValueOnce(new Error('offline'));
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Notifications could not be loaded.');
    serve(mocks.user, { unread: [item(3)] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Payment received for PB-B-3' })).toBeInTheDocument();
  });

  it('pages older notifications in', async () => {
    mocks.user.get.mockImplementation((_path: string, config: { params: { page: string } }) =>
      Promise.resolve(
        envelope({ result: config.params.page === '1' ? [item(3)] : [item(2)], total: 2, page: Number(config.params.page), unread: 2 }),
      ),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Show older notifications' }));
    expect(await screen.findByRole('link', { name: 'Payment received for PB-B-2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
  });

  it('reads the partner’s notifications in the partner area', async () => {
    serve(mocks.cp, { unread: [item(9, { title: 'For partners', link: null })] });
    renderPanel(vi.fn(), { area: 'cp' });
    expect(await screen.findByText('For partners')).toBeInTheDocument();
    expect(mocks.user.get).not.toHaveBeenCalled();
    await act(async () => {});
  });
});
