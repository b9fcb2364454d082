import Link from 'next/link';
import { useRouter } from 'next/router';

import Icon from '@/components/dashboard/Icon';
import BrandLogo from '@/components/ui/BrandLogo';
import { HOME_HREF, isActiveNav, type NavItem } from '@/lib/navigation';

export type SidebarTone = 'light' | 'dark';

interface Props {
  items: readonly NavItem[];
  label: string;
  tone: SidebarTone;
  /** A small tag beside the logo naming the area, such as "Partner". */
  badge?: string;
  onNavigate?: () => void;
}

const toneClasses = {
  light: {
    shell: 'border-r border-slate-200 bg-white text-slate-700',
    item: 'hover:bg-slate-100 hover:text-slate-900',
    active: 'bg-brand-50 font-semibold text-brand-800 before:bg-brand-600',
    divider: 'border-slate-200',
    badge: 'bg-brand-50 text-brand-800',
  },
  dark: {
    shell: 'bg-brand-900 text-brand-50',
    item: 'hover:bg-white/10 hover:text-white',
    active: 'bg-white/10 font-semibold text-accent-400 before:bg-accent-400',
    divider: 'border-white/15',
    badge: 'bg-accent-400 text-brand-900',
  },
} as const;

/** A dashboard's navigation: the logo home link and its items, the current one marked. */
export default function SidebarNav({ items, label, tone, badge, onNavigate }: Props) {
  const { pathname } = useRouter();
  const classes = toneClasses[tone];

  return (
    <nav aria-label={label} className={`flex h-full flex-col ${classes.shell}`}>
      <div className="flex h-16 shrink-0 items-center gap-2 px-5">
        <Link href={HOME_HREF} onClick={onNavigate} className="rounded-lg bg-white px-2 py-1">
          <BrandLogo width={160} height={32} className="h-8 w-auto" />
        </Link>
        {badge && <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${classes.badge}`}>{badge}</span>}
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto px-3 pb-6 pt-2">
        {items.map((item) => {
          const active = isActiveNav(item.href, pathname);
          return (
            <li key={item.href} className={item.href === HOME_HREF ? `mt-4 border-t pt-4 ${classes.divider}` : undefined}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`relative flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full ${
                  active ? classes.active : `before:bg-transparent ${classes.item}`
                }`}
              >
                <Icon name={item.icon} />
                {item.label}
                {item.count ? (
                  <span className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${classes.badge}`} data-testid="nav-count">
                    {item.count}
                    <span className="sr-only"> waiting</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
