import type { EligibilityJob, EligibilityProvider, EligibilitySeeker } from './eligibility.js';

function isNational(job: EligibilityJob, seeker: EligibilitySeeker): boolean {
  return seeker.nationality !== null && seeker.nationality === job.countryCode;
}

/**
 * The built-in labour-eligibility check (`molapi`): the job's own rules against the profile. A
 * nationals-only job needs the seeker's nationality to be the job's country; a job that requires a
 * work permit needs one on the profile, unless the seeker is a national (who needs none).
 */
export const labourCheckProvider: EligibilityProvider = {
  code: 'molapi',
  name: 'builtin',
  async check(job, seeker) {
    const country = job.countryName;
    if (job.nationalsOnly && !isNational(job, seeker)) {
      if (seeker.nationality === null) {
        return {
          eligible: false,
          message: `This job is open to nationals of ${country} only. If you are one, add your nationality to your profile.`,
        };
      }
      const yours = seeker.nationalityName ?? seeker.nationality;
      return {
        eligible: false,
        message: `This job is open to nationals of ${country} only, and your profile gives your nationality as ${yours}. If that is not right, correct your nationality in your profile.`,
      };
    }
    if (job.requiresWorkPermit && !seeker.hasWorkPermit && !isNational(job, seeker)) {
      return {
        eligible: false,
        message: `This job requires a permit to work in ${country}. If you hold one, mark it in your profile; if you are a national of ${country}, add your nationality instead.`,
      };
    }
    return { eligible: true };
  },
};
