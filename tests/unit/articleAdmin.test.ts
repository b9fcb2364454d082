// The news desk's rules that need no database: times typed in IST, the address drawn from a title,
// and the status an article shows at a moment.
import { describe, expect, it } from 'vitest';

import { articleStatusOf } from '@/lib/status/articles';
import { articleCreateSchema, articleSlugFromTitle, istLocalInput, parsePublishAt } from '@/lib/validations/articleAdmin';

describe('parsePublishAt', () => {
  it('reads a form time as India Standard Time', () => {
    expect(parsePublishAt('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(parsePublishAt('2027-01-01T00:15')?.toISOString()).toBe('2026-12-31T18:45:00.000Z');
  });

  it('takes an ISO time with its zone as it is', () => {
    expect(parsePublishAt('2026-12-01T09:30:00Z')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(parsePublishAt('2026-12-01T09:30:00+05:30')?.toISOString()).toBe('2026-12-01T04:00:00.000Z');
  });

  it.each(['2026-02-30T10:00', '2026-13-01T10:00', '2026-12-01T24:00', '2026-12-01T10:60', 'tomorrow', '2026-12-01', ''])(
    'refuses %j',
    (text) => expect(parsePublishAt(text)).toBeNull(),
  );

  it('writes an instant back as the form shows it', () => {
    expect(istLocalInput('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:30');
    expect(parsePublishAt(istLocalInput('2026-12-31T18:45:00.000Z'))?.toISOString()).toBe('2026-12-31T18:45:00.000Z');
  });
});

describe('articleSlugFromTitle', () => {
  it('makes an address of lower-case words joined by single hyphens', () => {
    expect(articleSlugFromTitle('Pre-IPO demand rises: ₹500 crore & more!')).toBe('pre-ipo-demand-rises-500-crore-more');
    expect(articleSlugFromTitle('  Café  Coffee Day  ')).toBe('cafe-coffee-day');
    expect(articleSlugFromTitle(`${'a'.repeat(199)} b`)).toBe('a'.repeat(199));
  });
});

describe('articleStatusOf', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('calls a published article whose time is to come scheduled', () => {
    expect(articleStatusOf({ status: 'published', publishedAt: '2026-11-26T10:00:01Z' }, now)).toBe('scheduled');
    expect(articleStatusOf({ status: 'published', publishedAt: '2026-11-26T10:00:00Z' }, now)).toBe('published');
    expect(articleStatusOf({ status: 'draft', publishedAt: '2030-01-01T00:00:00Z' }, now)).toBe('draft');
    expect(articleStatusOf({ status: 'unpublished', publishedAt: '2020-01-01T00:00:00Z' }, now)).toBe('unpublished');
  });
});

describe('articleCreateSchema', () => {
  const base = {
    title: 'A title',
    slug: 'a-title',
    category: 'startups',
    author: 'Desk',
    summary: 'Ten or more characters.',
    body: 'Twenty or more characters of body.',
  };
  it('keeps a draft without a time, and asks for a time to schedule', () => {
    const draft = articleCreateSchema.parse(base);
    expect(draft.intent).toBe('draft');
    expect(draft.publishAt).toBeUndefined();
    const schedule = articleCreateSchema.safeParse({ ...base, intent: 'schedule', publishAt: '' });
    expect(schedule.success).toBe(false);
    expect(schedule.error?.issues[0]?.path).toEqual(['publishAt']);
  });

  it('sends a scheduled time as ISO, which the server reads the same', () => {
    const at = new Date(Date.now() + 86_400_000);
    at.setUTCSeconds(0, 0);
    const parsed = articleCreateSchema.parse({ ...base, intent: 'schedule', publishAt: istLocalInput(at) });
    expect(parsed.publishAt).toBe(at.toISOString());
    expect(articleCreateSchema.parse(parsed).publishAt).toBe(at.toISOString());
  });
});
