// Valid HTML on the public pages: the Nu HTML Checker (vnu-jar, the W3C validator's engine) reads ten of
// them as the server sends them and must report no error. Warnings are printed, not failed. One JVM start
// checks every page (files in a temporary folder). Needs Java (`java` on PATH, or JAVA env var).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from './fixtures';
import { detailRoutes } from './routes';

const VNU_JAR = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
const JAVA = process.env.JAVA ?? 'java';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over the files; its JSON report (written to stderr) as messages. */
function vnu(files: string[]): VnuMessage[] {
  const probe = spawnSync(JAVA, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `The Nu HTML Checker needs Java, and \`${JAVA} -version\` failed (${probe.error?.message ?? probe.stderr}). Install a JRE (Debian: apt-get install default-jre-headless) or set JAVA.`,
    );
  }
  if (!fs.existsSync(VNU_JAR)) throw new Error(`${VNU_JAR} is missing: run npm install (vnu-jar is a devDependency).`);
  // --exit-zero-always: the report says what is wrong; the exit status would only say that something is.
  const report = execFileSync(JAVA, ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(report || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
}

test('ten public pages are valid HTML for the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(120_000);
  const { company, article } = await detailRoutes(request);
  const pages = ['/', company, article, '/indian-stocks', '/screener', '/articles', '/Startups', '/Webcast', '/Faq', '/about'];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
  const fileOf = new Map<string, string>();
  try {
    for (const [index, page] of pages.entries()) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(200);
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, await response.body());
      fileOf.set(`file:${file}`, page);
    }
    const messages = vnu([...fileOf.keys()].map((url) => url.slice('file:'.length)));
    const line = (message: VnuMessage) =>
      `${fileOf.get(message.url ?? '') ?? message.url}:${message.lastLine ?? '?'} ${message.message}${message.extract ? `\n    ${message.extract.replace(/\n/g, ' ')}` : ''}`;
    const warnings = messages.filter((message) => message.type === 'info');
    const errors = messages.filter((message) => message.type !== 'info');
    // Printed by kind, with a count (React writes void elements as <meta />: one warning per tag).
    const kinds = new Map<string, number>();
    for (const warning of warnings) kinds.set(warning.message, (kinds.get(warning.message) ?? 0) + 1);
    if (warnings.length > 0)
      console.info(`Nu HTML Checker warnings:\n${[...kinds].map(([message, count]) => `  ${count} × ${message}`).join('\n')}`);
    expect(errors.map(line), `Nu HTML Checker errors on ${pages.join(', ')}`).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
