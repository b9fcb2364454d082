// @vitest-environment node
// The sign-in pages put the logo on the brand-green gradient: the light wordmark must read on every stop of it.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { brand } from '@/lib/brand';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function luminance(hex: string) {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The colours of the AuthCard panel's gradient (from-brand-900 via-brand-800 to-brand-700), read from the theme. */
function panelColours() {
  const css = read('styles/globals.css');
  const authCard = read('components/auth/AuthCard.tsx');
  const stops = [...authCard.matchAll(/(?:from|via|to)-(brand-\d{3})/g)].map((m) => m[1]);
  expect(stops).toHaveLength(3);
  return stops.map((name) => {
    const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
    expect(value, name).toBeDefined();
    return value ?? '';
  });
}

/** The fill of each part of the wordmark ("Private", "Bourse"). */
function wordmarkFills(file: string) {
  return [...read(`public${file}`).matchAll(/<tspan fill="(#[0-9a-f]{6})">([^<]+)<\/tspan>/gi)].map((m) => ({
    word: m[2],
    fill: m[1] ?? '',
  }));
}

describe('the logo on the sign-in pages', () => {
  it('uses the light wordmark', () => {
    expect(read('components/auth/AuthCard.tsx')).toContain('src={brand.logoOnDark}');
  });

  it('reads at 4.5:1 or better against every colour of the panel', () => {
    const fills = wordmarkFills(brand.logoOnDark);
    expect(fills.map((f) => f.word)).toEqual(['Private', 'Bourse']);
    for (const panel of panelColours()) {
      for (const { word, fill } of fills) expect(contrast(fill, panel), `${word} on ${panel}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is what the dark wordmark would fail (the check can fail)', () => {
    const [, , lightest] = panelColours();
    const dark = wordmarkFills(brand.logo).find((f) => f.word === 'Private');
    expect(contrast(dark?.fill ?? '#ffffff', lightest ?? '#000000')).toBeLessThan(4.5);
  });
});
