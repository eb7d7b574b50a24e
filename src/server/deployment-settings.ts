import "server-only";

import type { DeploymentSettings } from "@/content/placeholders";

import { env } from "./env";

/** The settings the legal pages state, from the one parsed environment (read at build). */
export function deploymentSettings(): DeploymentSettings {
  const config = env();
  return {
    waitlistConfirmDays: config.WAITLIST_CONFIRM_DAYS,
    analyticsRetentionMonths: config.ANALYTICS_RETENTION_MONTHS,
  };
}
