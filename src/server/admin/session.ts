import "server-only";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { connection, type NextRequest, type NextResponse } from "next/server";

import { siteUrl } from "@/lib/site-config";

import { getDatabase } from "../db";
import { env } from "../env";
import {
  adminPassword,
  isAdminEnabled,
  SESSION_COOKIE,
  SESSION_COOKIE_PATH,
  SESSION_TTL_MS,
} from "./config";
import { derivedKey } from "../secrets";
import { createSessionToken, sessionKey, verifySessionToken } from "./session-token";
import { insertSession, isSessionLive, revokeSession } from "./session-store";

export interface AdminSession {
  expiresAt: Date;
}

/**
 * SESSION_SECRET when set; otherwise a key derived from the site secret (outside the database),
 * so sessions survive a restart and any instance of a deployment accepts them (decision 006).
 * Either way bound to the password's fingerprint: a new ADMIN_PASSWORD ends every session.
 */
function currentKey(): Buffer | null {
  const password = adminPassword();
  if (!password) return null;
  const secret = env().SESSION_SECRET || derivedKey("admin-session");
  return sessionKey(secret, password);
}

/** A signed, unexpired token whose session row is neither revoked nor expired. */
async function readSession(token: string | undefined): Promise<AdminSession | null> {
  if (!token) return null;
  const key = currentKey();
  if (!key) return null;
  const claims = verifySessionToken(token, key, new Date(), SESSION_TTL_MS);
  if (!claims) return null;
  const { db } = await getDatabase();
  return (await isSessionLive(db, claims.id)) ? { expiresAt: claims.expiresAt } : null;
}

/** Whether the console is on, read at request time (a build never bakes in ADMIN_PASSWORD). */
export async function adminConsoleEnabled(): Promise<boolean> {
  await connection();
  return isAdminEnabled();
}

/** The session of the request being rendered, or null. */
export async function getAdminSession(): Promise<AdminSession | null> {
  return readSession((await cookies()).get(SESSION_COOKIE)?.value);
}

/**
 * Every admin page calls this first: without a valid session it redirects to the login page
 * (or, while the console is off, to /admin, which says how to turn it on).
 */
export async function requireAdminSession(): Promise<AdminSession> {
  // Render per request, never at build: the answer depends on this request and on run-time env.
  await connection();
  if (!isAdminEnabled()) redirect("/admin");
  const session = await getAdminSession();
  if (!session) redirect("/admin/login");
  return session;
}

/** The session a route handler's request carries, or null. */
export function sessionFromRequest(request: NextRequest): Promise<AdminSession | null> {
  return readSession(request.cookies.get(SESSION_COOKIE)?.value);
}

/** Behind a TLS-terminating proxy the request says so; SITE_URL says it for the whole site. */
function isHttps(request: Request): boolean {
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return proto === "https" || siteUrl.startsWith("https:");
}

export async function startSession(response: NextResponse, request: Request) {
  const key = currentKey();
  if (!key) throw new Error("the admin console is off");
  const now = new Date();
  const token = createSessionToken(key, now, SESSION_TTL_MS);
  const claims = verifySessionToken(token, key, now, SESSION_TTL_MS)!;
  await insertSession((await getDatabase()).db, claims.id, claims.expiresAt);
  response.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
    path: SESSION_COOKIE_PATH,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** Revokes the request's session (on every instance: the row is shared) and clears the cookie. */
export async function endSession(response: NextResponse, request: NextRequest) {
  const key = currentKey();
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const claims = key && token ? verifySessionToken(token, key, new Date(), SESSION_TTL_MS) : null;
  if (claims) await revokeSession((await getDatabase()).db, claims.id);
  response.cookies.set(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
    path: SESSION_COOKIE_PATH,
    maxAge: 0,
  });
}
