// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { buildCompanies } from '@/lib/server/db/seedData/companies';
import { buildWebcasts } from '@/lib/server/db/seedData/content';

const MAX_HEADCOUNT: Record<string, number> = {
  Seed: 40,
  'Pre-Series A': 90,
  'Series A': 250,
  'Series B': 700,
  'Series C': 2_000,
  'Pre-IPO': 5_000,
};

describe('demo seed data looks finished', () => {
  it('gives start-ups a headcount that fits their funding stage', () => {
    const startups = buildCompanies('2026-11-16', new Date('2026-11-20T00:00:00Z')).filter((seed) => seed.company.category === 'startup');
    expect(startups.length).toBeGreaterThanOrEqual(10);
    for (const { company } of startups) {
      const people = Number(company.about?.match(/employs about ([\d,]+) people/)?.[1]?.replace(/,/g, ''));
      expect(people, company.name).toBeGreaterThan(0);
      expect(people, `${company.name} (${company.stage})`).toBeLessThanOrEqual(MAX_HEADCOUNT[company.stage ?? ''] ?? 0);
    }
  });

  it('gives every webcast a cover of its own, kept in public/', () => {
    const webcasts = buildWebcasts(new Date());
    const covers = webcasts.map((webcast) => webcast.thumbnail ?? '');
    expect(new Set(covers).size).toBe(webcasts.length);
    for (const cover of covers) {
      expect(cover).toMatch(/^\/webcasts\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(__dirname, '../../public', cover)), cover).toBe(true);
    }
  });
});
