import type { ReactNode } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import type { IconName } from '@/lib/icons';

interface Section {
  title: string;
  icon: IconName;
  /** The intro under the h1 unless the page gives its own. */
  description?: string;
  action: { href: string; label: string };
  secondaryAction: { href: string; label: string };
}

/** The dashboard sections that do not exist yet, and where a reader can go meanwhile. */
const SECTIONS = {
  articles: {
    title: 'Articles',
    icon: 'articles',
    description: 'News and analysis on private markets.',
    action: { href: '/articles', label: 'Read the latest news' },
    secondaryAction: { href: '/in-the-news', label: 'In the news' },
  },
  knowledge: {
    title: 'Knowledge Base',
    icon: 'knowledge',
    action: { href: '/Faq', label: 'Read the FAQs' },
    secondaryAction: { href: '/glossary', label: 'Open the glossary' },
  },
} satisfies Record<string, Section>;

interface Props {
  section: keyof typeof SECTIONS;
  /** Overrides the section's intro line (the knowledge base says whom its guides are for). */
  description?: string;
  /** The empty state's heading. */
  heading: string;
  /** One sentence on what will appear here. */
  children: ReactNode;
}

/**
 * A dashboard page whose feature is still to come (the investor's and the partner's articles and
 * knowledge base): the section's title and intro, then an empty state with links to the public pages.
 */
export default function ComingSoonPage({ section, description, heading, children }: Props) {
  const shown: Section = SECTIONS[section];
  return (
    <DashboardPage title={shown.title} description={description ?? shown.description}>
      <EmptyState icon={shown.icon} title={heading} action={shown.action} secondaryAction={shown.secondaryAction}>
        {children}
      </EmptyState>
    </DashboardPage>
  );
}
