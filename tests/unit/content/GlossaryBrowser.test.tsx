import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import FaqBrowser from '@/components/content/FaqBrowser';
import GlossaryBrowser from '@/components/content/GlossaryBrowser';

const terms = [
  { term: 'Anchor Investor', slug: 'anchor-investor', definition: 'A big buyer in an IPO.' },
  { term: 'Angel Investor', slug: 'angel-investor', definition: 'Invests early.' },
  { term: 'Demat Account', slug: 'demat-account', definition: 'Holds shares electronically.' },
];

describe('GlossaryBrowser', () => {
  it('lists every term with an anchor and disables letters without terms', () => {
    const { container } = render(<GlossaryBrowser terms={terms} />);
    expect(container.querySelector('#demat-account')?.textContent).toContain('Demat Account');
    expect(screen.getByRole('link', { name: 'A' }).getAttribute('href')).toBe('#letter-A');
    expect(screen.queryByRole('link', { name: 'B' })).toBeNull();
    expect(screen.getByText('B').getAttribute('aria-disabled')).toBe('true');
  });

  it('filters instantly and announces the count', async () => {
    render(<GlossaryBrowser terms={terms} />);
    await userEvent.type(screen.getByLabelText('Filter terms'), 'investor');
    expect(screen.queryByText('Demat Account')).toBeNull();
    expect(screen.getByText('Anchor Investor')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('2 terms shown');
    expect(screen.getByText('D').getAttribute('aria-disabled')).toBe('true');
    await userEvent.clear(screen.getByLabelText('Filter terms'));
    await userEvent.type(screen.getByLabelText('Filter terms'), 'zzz');
    expect(screen.getByText('No terms match “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('0 terms shown');
  });
});

describe('FaqBrowser', () => {
  const faqs = [
    { id: 1, category: 'General', question: 'What are unlisted shares?', answer: 'Shares not on an exchange.' },
    { id: 2, category: 'Taxation', question: 'How are gains taxed?', answer: 'By holding period.' },
  ];

  it('groups questions by category in native disclosures and filters them', async () => {
    const { container } = render(<FaqBrowser faqs={faqs} />);
    expect(screen.getByRole('heading', { name: 'General' })).toBeInTheDocument();
    expect(container.querySelectorAll('details > summary')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Filter questions'), 'taxed');
    expect(screen.queryByRole('heading', { name: 'General' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 question shown');
  });
});
