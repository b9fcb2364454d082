import { useId, useRef, useState, type KeyboardEvent } from 'react';

import Icon from '@/components/dashboard/Icon';
import type { IconName } from '@/lib/icons';

// Notifications are not built yet: each tab shows an honest empty state.
const TABS: readonly { label: string; icon: IconName; title: string; text: string }[] = [
  {
    label: 'Unread',
    icon: 'inbox',
    title: 'No new notifications',
    text: 'Updates about your account, orders and support tickets will appear here.',
  },
  {
    label: 'Archived',
    icon: 'archive',
    title: 'No archived notifications',
    text: 'Notifications you have read and archived will be kept here.',
  },
];

/** The Unread / Archived tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). */
export default function NotificationTabs() {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

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
      {TABS.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== active}
          tabIndex={0}
          className="flex-1 overflow-y-auto px-6 py-12 text-center"
        >
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={tab.icon} className="h-6 w-6" />
          </span>
          <p className="mt-4 font-semibold text-slate-900">{tab.title}</p>
          <p className="mt-1 text-sm text-slate-600">{tab.text}</p>
        </div>
      ))}
    </div>
  );
}
