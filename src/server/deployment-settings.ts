import "server-only";

import type { DeploymentSettings } from "@/content/placeholders";

import { env } from "./env";

/** The settings the legal pages state, from the one parsed environment (read at build). */
export const deploymentSettings = (): DeploymentSettings => ({
  waitlistConfirmDays: env().WAITLIST_CONFIRM_DAYS,
});
