// Header search order (relevance): names that start with the query first, then names with a word that
// starts with it, each A to Z; then names with the query inside a word, most similar (pg_trgm) first.
// The query is a stem only this file's companies carry, so other files' companies never match it.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import getCompanyList from '@/pages/api/v1/admin/getCompanyList';

import { createCompany, uniqueTag } from './factories';
import { call } from './http';

type List = { result: { id: number; name: string; slug: string; urlName: string; logo: string | null }[]; total: number };

// Letters only, so trigram similarity sees one word: 'Qx' + 8 letters from the tag.
const stem = `Qx${uniqueTag()
  .replace(/[^a-z]/gi, '')
  .padEnd(8, 'k')}`;
const NAMES = {
  // Inside a word: the closer the name is to the query, the more similar (it sorts after the longer one by name).
  insideLong: `Amber Holdings Zz${stem.toLowerCase()}zzy Private Limited`,
  insideClose: `Z${stem}`,
  // A word starts with it (after a space, a hyphen or a parenthesis).
  wordSpace: `Northwind ${stem} Ltd`,
  wordParen: `Bluefin (${stem.toUpperCase()}) Pvt Ltd`,
  wordHyphen: `Kestrel-${stem} Ltd`,
  // The name starts with it.
  prefixB: `${stem} Beta Ltd`,
  prefixA: `${stem.toLowerCase()} Alpha Ltd`,
};
const ids: number[] = [];

beforeAll(async () => {
  for (const name of Object.values(NAMES)) ids.push((await createCompany({ urlName: name })).id);
});

afterAll(async () => {
  await (await getDb()).delete(companies).where(inArray(companies.id, ids));
});

async function search(name: string, page = 1, limit = 50) {
  const { status, body } = await call(getCompanyList, { query: { page: String(page), limit: String(limit), name } });
  expect(status, JSON.stringify(body)).toBe(200);
  const data = body.data as List;
  // Only this file's companies carry the stem; restrict anyway so a stray match cannot pass for one of ours.
  return { ...data, result: data.result.filter((company) => ids.includes(company.id)) };
}

describe('company search order', () => {
  it('ranks prefix, then word-start matches (each A to Z), then the others by similarity', async () => {
    const { result, total } = await search(stem);
    expect(total).toBe(ids.length);
    expect(result.map((company) => company.name)).toEqual([
      NAMES.prefixA,
      NAMES.prefixB,
      NAMES.wordParen,
      NAMES.wordHyphen,
      NAMES.wordSpace,
      NAMES.insideClose,
      NAMES.insideLong,
    ]);
  });

  it('ranks the same whatever the case of the query', async () => {
    const lower = (await search(stem.toLowerCase())).result.map((company) => company.id);
    const upper = (await search(stem.toUpperCase())).result.map((company) => company.id);
    expect(upper).toEqual(lower);
    expect(lower).toHaveLength(ids.length);
  });

  it('pages through the ranked list without overlap or gaps, keeping the answer shape', async () => {
    const whole = (await search(stem)).result.map((company) => company.id);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await search(stem, page, 3)).result);
    expect(pages.map((company) => company.id)).toEqual(whole);
    expect(Object.keys(pages[0]!).sort()).toEqual(['id', 'logo', 'name', 'slug', 'urlName']);
  });

  it('matches a word start only at a word boundary, and treats LIKE wildcards as text', async () => {
    const inside = (await search(stem.slice(2))).result.map((company) => company.name);
    // Without its first two letters the stem sits inside a word in every name: no prefix or word-start bucket.
    expect(inside).toHaveLength(ids.length);
    expect((await call(getCompanyList, { query: { name: `${stem}%` } })).status).toBe(404);
    expect((await call(getCompanyList, { query: { name: `_${stem.slice(1)}` } })).status).toBe(404);
  });
});
