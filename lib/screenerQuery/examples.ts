/** Ten screens for unlisted companies, shown on /screener/help as links to /screener?q=… (each one parses: unit-tested). */
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
  { title: 'Below book value', why: 'Priced under the book value per share: P/B under 1.', query: 'Price < Book value' },
  { title: 'Large unlisted companies', why: 'Valued at ₹10,000 crore or more.', query: 'Market Cap >= 10000' },
  {
    title: 'Growth at a reasonable price',
    why: 'P/E no higher than the growth rate (a PEG of 1 or less).',
    query: 'Revenue growth > 0 AND P/E / Revenue growth <= 1',
  },
  { title: 'Fintech and banking', why: 'Sector names containing the words.', query: 'Sector CONTAINS "fin" OR Sector CONTAINS "bank"' },
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
