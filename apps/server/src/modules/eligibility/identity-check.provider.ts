import type { EligibilityProvider } from './eligibility.js';

/** A resident card (civil ID) number: 6 to 12 digits. No checksum: the formats differ by issuer. */
const RESIDENT_CARD_NO = /^[0-9]{6,12}$/;

export function isResidentCardNoWellFormed(value: string): boolean {
  return RESIDENT_CARD_NO.test(value);
}

/**
 * The built-in identity check (`ropapi`): a job that requires a resident card needs a well-formed
 * number on the profile. It checks the format only; it cannot tell whether the card exists. A
 * deployment that has access to the civil registry plugs in a provider with the same code whose
 * `check` asks the registry (within the time limit, honouring the abort signal) and refuses with a
 * message the seeker can act on; everything else about applying stays the same.
 */
export const identityCheckProvider: EligibilityProvider = {
  code: 'ropapi',
  name: 'builtin',
  async check(job, seeker) {
    if (!job.requiresResidentCard) return { eligible: true };
    if (seeker.residentCardNo === null || seeker.residentCardNo.trim() === '') {
      return {
        eligible: false,
        message:
          'This job requires a resident card (civil ID) number. Add yours to your profile and apply again.',
      };
    }
    if (!isResidentCardNoWellFormed(seeker.residentCardNo)) {
      return {
        eligible: false,
        message:
          'The resident card (civil ID) number in your profile is not valid: it must have 6 to 12 digits. Correct it in your profile and apply again.',
      };
    }
    return { eligible: true };
  },
};
