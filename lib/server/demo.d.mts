/** Whether a finished production build in `distDir` (under `dir`) is newer than every file the build reads. */
export function buildIsCurrent(dir: string, distDir: string): boolean;
