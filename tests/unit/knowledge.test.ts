// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { KNOWLEDGE_ARTICLES } from '@/lib/server/db/seedData/knowledge';
import { renderMarkdown } from '@/lib/server/markdown';
import { isKnowledgeSlug, knowledgeHref, knowledgeListQuery, parseKnowledgeState } from '@/lib/validations/knowledge';

describe('knowledge-base addresses', () => {
  it('accepts lower-case hyphenated slugs only', () => {
    expect(isKnowledgeSlug('what-is-a-cmr-copy')).toBe(true);
    for (const bad of ['', 'Upper', 'a--b', '-a', 'a/b', '../x', 'a b', 'x'.repeat(121), undefined, ['a']]) {
      expect(isKnowledgeSlug(bad), String(bad)).toBe(false);
    }
  });

  it('reads the page state leniently and writes URLs without defaults', () => {
    expect(parseKnowledgeState({ q: ' tax ', category: 'Tax', page: '2' }, ['Tax'])).toEqual({ q: 'tax', category: 'Tax', page: 2 });
    expect(parseKnowledgeState({ category: 'Nope', page: 'x' }, ['Tax'])).toEqual({ q: '', category: null, page: 1 });
    expect(knowledgeHref('/Cp/knowledge', { q: '', category: null, page: 1 })).toBe('/Cp/knowledge');
    expect(knowledgeHref('/Cp/knowledge', { q: 'tds & gst', category: 'Commissions and payouts', page: 3 })).toBe(
      '/Cp/knowledge?q=tds+%26+gst&category=Commissions+and+payouts&page=3',
    );
  });

  it('treats an empty search or category as none, and refuses a repeated one', () => {
    expect(knowledgeListQuery.parse({ q: '  ', category: '' })).toMatchObject({ q: undefined, category: undefined, page: 1 });
    expect(knowledgeListQuery.safeParse({ q: ['a', 'b'] }).success).toBe(false);
  });
});

describe('the seeded articles', () => {
  it('have unique slugs, valid audiences and Markdown that renders to headings and lists', () => {
    const slugs = KNOWLEDGE_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const article of KNOWLEDGE_ARTICLES) {
      expect(isKnowledgeSlug(article.slug), article.slug).toBe(true);
      expect(['investor', 'partner', 'both']).toContain(article.audience);
      const html = renderMarkdown(article.body);
      expect(html, article.slug).toMatch(/<(h2|ul|ol|p)>/);
      // Indentation was stripped: nothing rendered as a code block by accident.
      expect(html, article.slug).not.toContain('<pre>');
      expect(article.summary.length, article.slug).toBeLessThanOrEqual(200);
    }
  });
});
