// Helpers for the specs of a public page's boot on interaction (lib/lazyBoot.ts, lib/bootScript.ts).
import type { Page, Route } from '@playwright/test';

const CHUNKS = '**/_next/static/**/*.js';

/** Holds every script of the page until `release()`: the time before React arrives, made as long as a test needs. */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNKS, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** <html data-booted>: React has hydrated the page (finishLazyBoot). */
export const booted = (page: Page) => page.locator('html[data-booted]');
