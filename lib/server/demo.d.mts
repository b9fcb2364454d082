/** Whether a finished production build in `distDir` (under `dir`) is newer than every file the build reads. */
export function buildIsCurrent(dir: string, distDir: string): boolean;

export interface StartOptions {
  /** The arguments for `npm start`: those given, plus `-H 127.0.0.1` unless they name a hostname. */
  args: string[];
  /** The address the server listens on. */
  hostname: string;
  /** Where to open it, e.g. http://127.0.0.1:3000. */
  address: string;
  /** NEXT_PUBLIC_SITE_URL for the server: as given in the environment, else `address`. */
  siteUrl: string;
}

/** What `npm start` runs with, from the arguments after `--` and the environment (PORT, NEXT_PUBLIC_SITE_URL). */
export function startOptions(args: string[], env: Record<string, string | undefined>): StartOptions;

/** What the demo prints before the server's own lines. */
export function listeningNotice(options: StartOptions): string;
