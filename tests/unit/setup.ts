import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { setTokenSecret } from '@/lib/auth/token';

// waitFor/findBy wait up to 5 s, not 1 s: on CI's two busy cores a first render (module imports, hydration)
// can take longer than a second; a test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 5000 });

// What the server does at start (lib/server/auth/secret.ts): a random secret for this run.
setTokenSecret(crypto.getRandomValues(new Uint8Array(32)).join('-'));

afterEach(() => {
  // Files marked `@vitest-environment node` have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
