// Demo career openings: five open roles and one closed, posted over the weeks before `now`.
import type { careerOpenings } from '../schema';
import { assertUnique, kebabSlug } from './random';

export type CareerOpeningRow = Omit<typeof careerOpenings.$inferInsert, 'id'>;

type Opening = [
  title: string,
  department: string,
  location: string,
  employmentType: string,
  daysAgo: number,
  open: boolean,
  description: string,
];

const OPENINGS: Opening[] = [
  [
    'Relationship Manager, Unlisted Shares',
    'Sales',
    'Mumbai',
    'Full-time',
    6,
    true,
    'Guide investors through buying and selling unlisted shares: explain the process, the risks and the paperwork, and follow each order until the shares reach the demat account. Two or more years in wealth management or broking; NISM certification is a plus.',
  ],
  [
    'Channel Partner Manager',
    'Partnerships',
    'Bengaluru',
    'Full-time',
    12,
    true,
    'Recruit and support sub-brokers and wealth advisers who bring clients to the platform, run partner training and keep the partner share list accurate. Experience managing a distribution network is expected.',
  ],
  [
    'Equity Research Analyst, Pre-IPO Companies',
    'Research',
    'Mumbai',
    'Full-time',
    20,
    true,
    'Read annual reports, DRHPs and funding announcements, keep company records and fundamentals current, and write plain-language research notes. CA, CFA level II or an MBA in finance, with strong Excel.',
  ],
  [
    'Senior Full-stack Engineer (TypeScript)',
    'Technology',
    'Remote (India)',
    'Full-time',
    27,
    true,
    'Build the investor and partner dashboards and the public site in Next.js, TypeScript and PostgreSQL, with a focus on accessibility, performance and careful handling of personal data.',
  ],
  [
    'Operations Executive, Share Transfers',
    'Operations',
    'Pune',
    'Full-time',
    35,
    true,
    'Match payments to orders, prepare delivery instructions with depository participants and keep every investor informed until the transfer completes. Familiarity with NSDL and CDSL processes helps.',
  ],
  [
    'Content Writer, Private Markets (Internship)',
    'Marketing',
    'New Delhi',
    'Internship',
    70,
    false,
    'A six-month internship writing explainers, glossary entries and news summaries about unlisted companies and start-ups. Applications for this round are closed.',
  ],
];

const DAY_MS = 24 * 60 * 60 * 1000;

export function buildCareerOpenings(now: Date): CareerOpeningRow[] {
  const rows = OPENINGS.map(([title, department, location, employmentType, daysAgo, open, description]): CareerOpeningRow => ({
    slug: kebabSlug(title),
    title,
    department,
    location,
    employmentType,
    description,
    postedAt: new Date(now.getTime() - daysAgo * DAY_MS),
    open,
  }));
  assertUnique(
    rows.map((row) => row.slug),
    'career opening slug',
  );
  return rows;
}
