// The results area never says "no company matches" for a query that did not run, nor while the next
// results load after one; a query that ran and found nothing is told what to change.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import ScreenerResults from '@/components/screener/ScreenerResults';
import { defaultFilters } from '@/lib/screener';

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn(), pathname: '/screener', query: {} }) }));

const NONE = { rows: [], total: 0, page: 1, totalPages: 1 };
const props = { result: NONE, loading: false, error: null, queryError: null, queryInputId: 'q-box', revealRequest: 0 };

describe('ScreenerResults', () => {
  it('says the query could not run, and points to the box, when it was refused', () => {
    render(
      <>
        <input id="q-box" aria-label="Query" />
        <ScreenerResults {...props} filters={{ ...defaultFilters(), q: 'Price >' }} queryError="unexpected end of query at 1:8" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The query could not run');
    expect(screen.queryByText(/No compan(y|ies) match/)).toBeNull();
    screen.getByRole('link', { name: 'Fix the query' }).click();
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus();
  });

  it('says nothing about matches while the next results load', () => {
    render(<ScreenerResults {...props} filters={{ ...defaultFilters(), q: 'Price > 1' }} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Updating results…');
    expect(screen.queryByText(/No company matches/)).toBeNull();
  });

  it('words the empty state from the query that ran', () => {
    render(<ScreenerResults {...props} filters={{ ...defaultFilters(), q: 'Name CONTAINS "zz"' }} />);
    expect(screen.getByText('No company matches this query.')).toBeVisible();
    expect(screen.getByText('Shorten the text after CONTAINS.')).toBeVisible();
    expect(screen.queryByText(/Widen a range/)).toBeNull();
  });
});
