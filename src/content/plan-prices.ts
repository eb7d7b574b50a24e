import type { PlanId } from "./site";

/**
 * Pounds per back-office user per month. site.ts's plans take their prices from here; a module of
 * its own so the waitlist form's priced plan choices bring none of site.ts into the browser.
 */
export const planPrices: Readonly<Record<PlanId, number>> = {
  starter: 19,
  professional: 39,
  enterprise: 79,
};
