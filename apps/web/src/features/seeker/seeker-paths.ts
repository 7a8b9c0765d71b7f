/**
 * The job seeker's in-app paths, spelled here rather than taken from `links` (@talent/contracts): a
 * value imported from the contracts brings zod into the first download (the home is in it).
 * seeker-paths.test.ts checks them against `links`.
 */
const seg = (value: string): string => encodeURIComponent(value);

export const seekerPaths = {
  application: (applicationId: string) => `/applications/${seg(applicationId)}`,
  invitation: (jobId: string) => `/invitations/${seg(jobId)}`,
  interview: (jobId: string, assessmentId: string) => `/jobs/interview/${seg(jobId)}/${seg(assessmentId)}`,
  offer: (jobId: string) => `/jobs/offer/${seg(jobId)}`,
} as const;
