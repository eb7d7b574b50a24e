import "server-only";

import { chmod, mkdir } from "node:fs/promises";

const PRIVATE_DIRECTORY = 0o700;
/** A file of personal data the site writes itself: its user only. */
export const PRIVATE_FILE = 0o600;

/**
 * A directory only this site's user may enter (0700), made if missing and tightened if not. The
 * database and the e-mails hold every sign-up; PGlite writes its files readable and writable by
 * all (0666), so the directory is what keeps another local user out (session 54).
 */
export async function privateDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY });
  await chmod(directory, PRIVATE_DIRECTORY);
}
