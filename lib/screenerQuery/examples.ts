// Every query the screener shows as an example: the help page's screens, the query box's placeholder and
// hint, the saved-screen form's hint and the help page's inline examples. Each uses values the demo
// companies have, and tests/integration/screenerExamples.test.ts runs every one of SCREENER_EXAMPLE_QUERIES
// against the seeded database and expects at least one company: an example that finds nothing teaches nothing.

/** A sector the demo companies have (lib/server/db/seedData/companies.ts), for examples of text conditions. */
export const EXAMPLE_SECTOR = 'Technology';

/** The query box's placeholder. */
export const QUERY_PLACEHOLDER = `Sector = "${EXAMPLE_SECTOR}" AND P/E < 30`;
/** The example under the query box's label. */
export const QUERY_HINT_EXAMPLE = 'P/E < 20 AND ROE > 15';
/** The saved-screen form's hint and its name's placeholder. */
export const SAVE_SCREEN_EXAMPLE = {
  name: 'Profitable technology under ₹1,000',
  query: `Sector = "${EXAMPLE_SECTOR}" AND Price < 1000 AND ROE > 10`,
};

/** The help page's example of a refusal: a misspelt sector, and what the API answers on errors.q (tested). */
export const UNKNOWN_VALUE_EXAMPLE = {
  query: 'Sector = "Helthcare"',
  message: 'no company has Sector "Helthcare" — did you mean "Healthcare"?',
};

/** The help page's operators, each with an example query. */
export const OPERATOR_EXAMPLES: readonly { operator: string; meaning: string; example?: string }[] = [
  { operator: '<  <=  >  >=', meaning: 'less than, at most, more than, at least (numbers)' },
  {
    operator: '=  !=',
    meaning: 'equal, not equal (numbers, or text in quotes, in any case; a text no company has is refused with the nearest ones)',
    example: `Sector = "${EXAMPLE_SECTOR.toLowerCase()}"`,
  },
  { operator: 'CONTAINS', meaning: 'text that has the quoted text inside', example: 'Name CONTAINS "tech"' },
  {
    operator: '+  -  *  /',
    meaning: 'arithmetic between columns and numbers (a division by zero gives no figure)',
    example: 'Price / Book value < 3',
  },
  { operator: 'AND  OR', meaning: 'both conditions, either condition (AND binds first)' },
  { operator: 'NOT', meaning: 'the opposite of the next condition; a company without the figure counts as not matching it' },
  { operator: '( )', meaning: 'group conditions or arithmetic', example: '(P/E < 15 OR ROE > 25) AND Price < 1000' },
];

/** Ten screens for unlisted companies, shown on /screener/help as links to /screener?q=… */
export const EXAMPLE_SCREENS: readonly { title: string; why: string; query: string }[] = [
  {
    title: 'Profitable and reasonably priced',
    why: 'Earning companies at under 25 times earnings with a decent return on equity.',
    query: 'P/E < 25 AND ROE > 15',
  },
  { title: 'Growing fast', why: 'Revenue up by a third or more in the latest year.', query: 'Revenue growth >= 33' },
  {
    title: 'Pre-IPO companies you can buy now',
    why: 'On the road to listing, with shares available.',
    query: 'Category = "pre-ipo" AND Status = "Available"',
  },
  { title: 'Close to book value', why: 'Priced under twice the book value per share: P/B under 2.', query: 'Price < 2 * Book value' },
  { title: 'Large unlisted companies', why: 'Valued at ₹10,000 crore or more.', query: 'Market Cap >= 10000' },
  {
    title: 'Growth at a reasonable price',
    why: 'P/E no higher than the growth rate (a PEG of 1 or less).',
    query: 'Revenue growth > 0 AND P/E / Revenue growth <= 1',
  },
  {
    title: 'Money and property',
    why: 'A sector name containing “financ”, or the real estate sector.',
    query: 'Sector CONTAINS "financ" OR Sector = "Real Estate"',
  },
  {
    title: 'Cheap shares with earnings',
    why: 'A share price under ₹500 and positive earnings per share.',
    query: 'Price < 500 AND EPS > 0',
  },
  {
    title: 'Loss-making but growing',
    why: 'No P/E (a loss) yet revenue growing by more than 20%.',
    query: 'NOT P/E > 0 AND Revenue growth > 20',
  },
  {
    title: 'Moved today',
    why: 'Price changed by more than 5% either way since the previous price.',
    query: 'Change > 5 OR Change < -5',
  },
];

/** Every example query the screener shows, in one list: the test runs each against the demo companies. */
export const SCREENER_EXAMPLE_QUERIES: readonly string[] = [
  QUERY_PLACEHOLDER,
  QUERY_HINT_EXAMPLE,
  SAVE_SCREEN_EXAMPLE.query,
  ...OPERATOR_EXAMPLES.flatMap(({ example }) => (example ? [example] : [])),
  ...EXAMPLE_SCREENS.map(({ query }) => query),
];
