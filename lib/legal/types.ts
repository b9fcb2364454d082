// Legal pages as data: sections of paragraphs, lists and tables, rendered by components/legal/LegalPage.
export type LegalBlock =
  | string
  | { list: string[] }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  /** A sentence ending in a link on this site. */
  | { text: string; link: { href: string; label: string } };

export interface LegalSection {
  /** The anchor of the section (#id), linked from the table of contents. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** The page's meta description. */
  description: string;
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}
