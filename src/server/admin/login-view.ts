import "server-only";

import { headers } from "next/headers";
import { connection } from "next/server";

import { getDatabase } from "../db";
import { requestAddressHash } from "./address";
import { isAdminEnabled } from "./config";
import { lockState } from "./lockout";

export interface LoginView {
  enabled: boolean;
  /** Whole minutes until this address may try again; null when it is not locked out. */
  lockedMinutes: number | null;
  attemptsLeft: number;
}

/** What the login page shows this visitor: read from the database, so a reload tells the truth. */
export async function getLoginView(): Promise<LoginView> {
  await connection();
  if (!isAdminEnabled()) return { enabled: false, lockedMinutes: null, attemptsLeft: 0 };
  const { db } = await getDatabase();
  const now = new Date();
  const state = await lockState(db, requestAddressHash(await headers()), now);
  return {
    enabled: true,
    lockedMinutes: state.lockedUntil
      ? Math.max(1, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000))
      : null,
    attemptsLeft: state.attemptsLeft,
  };
}
