import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// package.json's `engines` must name a Node every installed dependency accepts (a fresh `npm install`
// then prints no EBADENGINE warning on it), and .ci/run must choose a Node inside it.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[]; cpu?: string[] }>;
};

describe('engines', () => {
  it('every dependency in the lock file accepts every Node that package.json allows', () => {
    const ours = pkg.engines.node;
    const refused = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const theirs = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        // Optional binaries for other systems never install here.
        if (!theirs || (entry.optional && (entry.os || entry.cpu) && !(entry.os ?? []).includes(process.platform))) return [];
        return semver.subset(ours, theirs) ? [] : [`${path.replace(/^.*node_modules\//, '')} wants ${theirs}`];
      });
    expect(refused).toEqual([]);
  });

  it('.ci/run installs a Node inside the range when the machine has an older one', () => {
    const run = readFileSync('.ci/run', 'utf8');
    const installed = /npm install --prefix "\$node22" [^\n]*node@(\d+)/.exec(run)?.[1];
    expect(installed).toBeDefined();
    expect(semver.intersects(`${installed}.x`, pkg.engines.node)).toBe(true);
  });
});
