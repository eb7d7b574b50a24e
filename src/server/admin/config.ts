import "server-only";

import { env } from "../env";

/** Limited to /admin so the public pages never carry it. */
export const SESSION_COOKIE = "grafter_admin";
export const SESSION_COOKIE_PATH = "/admin";
/** A working day; the expiry is inside the signed token and checked on every request. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Five failed attempts from one address lock it out for fifteen minutes. */
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/** The console is off until ADMIN_PASSWORD is set; an empty value counts as unset. */
export function adminPassword(): string | null {
  const password = env().ADMIN_PASSWORD;
  return password ? password : null;
}

export function isAdminEnabled(): boolean {
  return adminPassword() !== null;
}
