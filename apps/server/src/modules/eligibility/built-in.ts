import type { EligibilityProvider } from './eligibility.js';
import { identityCheckProvider } from './identity-check.provider.js';
import { labourCheckProvider } from './labour-check.provider.js';

/** The checks every install runs unless its configuration names other providers. */
export function builtInEligibilityProviders(): EligibilityProvider[] {
  return [labourCheckProvider, identityCheckProvider];
}
