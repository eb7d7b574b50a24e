import {
  type ConsentCategoryId,
  consentPolicyVersion,
  type OptionalConsentCategory,
  optionalConsentCategories,
} from "@/content/consent";

/** The visitor's answer for each optional category. */
export type ConsentChoices = Record<OptionalConsentCategory, boolean>;

/** What is kept under `cookie-consent` (spec section 3, plus a policy version and a timestamp). */
export interface ConsentRecord extends ConsentChoices {
  essential: true;
  version: number;
  /** ISO 8601 time of the last change. */
  updatedAt: string;
}

export const allAccepted: ConsentChoices = {
  performance: true,
  functionality: true,
  marketing: true,
};
/** The default the spec asks for: essential only. */
export const allRejected: ConsentChoices = {
  performance: false,
  functionality: false,
  marketing: false,
};

export function buildConsentRecord(
  choices: ConsentChoices,
  now: Date = new Date(),
  version: number = consentPolicyVersion,
): ConsentRecord {
  return {
    essential: true,
    performance: choices.performance,
    functionality: choices.functionality,
    marketing: choices.marketing,
    version,
    updatedAt: now.toISOString(),
  };
}

/**
 * Reads a stored value. Anything that is not a complete record of the current policy version
 * (missing, corrupt, hand-edited, older or newer version) counts as no consent, so the banner
 * asks again rather than guessing.
 */
export function parseConsentRecord(
  raw: string | null | undefined,
  version: number = consentPolicyVersion,
): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const data = value as Record<string, unknown>;
  if (data.essential !== true || data.version !== version) return null;
  if (typeof data.updatedAt !== "string" || Number.isNaN(Date.parse(data.updatedAt))) return null;
  if (!optionalConsentCategories.every((id) => typeof data[id] === "boolean")) return null;
  return buildConsentRecord(
    {
      performance: data.performance as boolean,
      functionality: data.functionality as boolean,
      marketing: data.marketing as boolean,
    },
    new Date(data.updatedAt),
    version,
  );
}

/** Essential is always granted; an optional category only with a saved "yes". */
export function isGranted(record: ConsentRecord | null | undefined, category: ConsentCategoryId) {
  if (category === "essential") return true;
  return record?.[category] === true;
}
