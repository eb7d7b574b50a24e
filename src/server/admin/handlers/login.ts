import "server-only";

import type { NextRequest } from "next/server";

import { getDatabase } from "../../db";
import { assertSameOrigin, HttpError } from "../../http/request";
import { logger } from "../../log";
import { requestAddressHash } from "../address";
import { isAdminEnabled } from "../config";
import { adminRoute, plainText, readForm, seeOther } from "../http";
import { attemptLogin } from "../login";
import { endSession, startSession } from "../session";

/** The one admin endpoint open without a session: it is how a session starts. */
export async function handleLogin(request: NextRequest): Promise<Response> {
  try {
    assertSameOrigin(request);
  } catch (error) {
    if (error instanceof HttpError) return plainText(error.status, error.message);
    throw error;
  }
  if (!isAdminEnabled()) return seeOther("/admin");
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const { db } = await getDatabase();
  const ipHash = requestAddressHash(request.headers);
  const result = await attemptLogin(db, { password: body.form.password ?? "", ipHash });
  switch (result.status) {
    case "ok": {
      const response = seeOther("/admin");
      await startSession(response, request);
      logger().info({ ipHash }, "admin signed in");
      return response;
    }
    case "locked":
      logger().warn({ ipHash }, "admin login locked out");
      return seeOther("/admin/login?error=locked");
    case "invalid":
      logger().warn({ ipHash, attemptsLeft: result.attemptsLeft }, "admin login failed");
      return seeOther("/admin/login?error=invalid");
    case "off":
      return seeOther("/admin");
  }
}

/** Signing out ends the session everywhere and clears the cookie; the login page then says so. */
export const handleLogout = adminRoute({ change: true }, async (request: NextRequest) => {
  const response = seeOther("/admin/login?signed-out=1");
  await endSession(response, request);
  return response;
});
