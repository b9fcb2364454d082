// What the server keeps on local disk (the embedded database, uploads) holds password hashes, PANs and
// the operators' authenticator secrets: readable by the user the server runs as, and by no one else.
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Makes `folder` (created if missing, with any missing parents) and everything already in it its owner's
 * only: folders 0700, files 0600, whatever the umask. Sets this process's umask to 077, so that what is
 * created later is the same; the embedded database's thread creates its files under this umask too
 * (a worker thread shares the process's umask but may not set it, hence the main thread only).
 */
export function keepPrivate(folder: string): void {
  if (isMainThread) process.umask(0o077);
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  restrict(folder);
}

function restrict(entry: string) {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(entry);
  } catch (error) {
    // Removed since the folder was listed (the database drops files of its own).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  // A link's own mode means nothing, and its target may be anyone's: left as it is.
  if (stat.isSymbolicLink()) return;
  const mode = stat.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
  if ((stat.mode & 0o777) !== mode) fs.chmodSync(entry, mode);
  if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) restrict(path.join(entry, name));
}
