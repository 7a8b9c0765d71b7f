/**
 * Every in-app link the server writes (notifications first): one list, so that the web app's routes
 * and the links cannot drift. Each link has a builder and the route pattern it opens; the recruiter
 * app's routes (a later issue) take their paths from `linkRoutes`, and a test checks every link the
 * demo data writes against `linkPatterns`.
 */

/** The stages of a job's pipeline, as the recruiter's job page names them in `?stage=`. */
export const hrJobStages = [
  'sourcing',
  'applicants',
  'invitations',
  'shortlist',
  'interviews',
  'offers',
  'hired',
  'rejected',
] as const;
export type HrJobStage = (typeof hrJobStages)[number];

const seg = (value: string): string => encodeURIComponent(value);

export const links = {
  // ───── the recruiter app ─────
  hrJob: (jobId: string) => `/hr/jobs/${seg(jobId)}`,
  hrJobStage: (jobId: string, stage: HrJobStage) => `/hr/jobs/${seg(jobId)}?stage=${stage}`,
  hrCandidate: (subject: string) => `/hr/candidates/${seg(subject)}`,
  hrInterviews: () => '/hr/interviews',
  hrOffers: () => '/hr/offers',
  hrCollection: (collectionId: string) => `/hr/collections/${seg(collectionId)}`,
  /** A conversation in the recruiter's inbox. */
  hrConversation: (channelId: string) => `/hr/messages?channel=${seg(channelId)}`,
  // ───── the job seeker's shell ─────
  application: (applicationId: string) => `/applications/${seg(applicationId)}`,
  invitation: (jobId: string) => `/invitations/${seg(jobId)}`,
  interview: (jobId: string, assessmentId: string) => `/jobs/interview/${seg(jobId)}/${seg(assessmentId)}`,
  offer: (jobId: string) => `/jobs/offer/${seg(jobId)}`,
  /** A job found by a saved search: the job list opened on it. */
  searchMatch: (jobId: string) => `/jobs/all/${seg(jobId)}`,
  notifications: () => '/notifications',
  /** The seeker's own profile, where they answer recommendations and endorsements. */
  profile: () => '/profile',
  /** A conversation on the job seeker's side (the full-page messages; the popup on wide screens). */
  conversation: (channelId: string) => `/messages?channel=${seg(channelId)}`,
} as const;
export type LinkName = keyof typeof links;

/** The route each link opens, in the router's `:param` form. */
export const linkRoutes: Record<LinkName, string> = {
  hrJob: '/hr/jobs/:jobId',
  hrJobStage: '/hr/jobs/:jobId',
  hrCandidate: '/hr/candidates/:subject',
  hrInterviews: '/hr/interviews',
  hrOffers: '/hr/offers',
  hrCollection: '/hr/collections/:collectionId',
  hrConversation: '/hr/messages',
  application: '/applications/:applicationId',
  invitation: '/invitations/:jobId',
  interview: '/jobs/interview/:jobId/:assessmentId',
  offer: '/jobs/offer/:jobId',
  searchMatch: '/jobs/all/:jobId',
  notifications: '/notifications',
  profile: '/profile',
  conversation: '/messages',
};

const SEGMENT = "[A-Za-z0-9._~%!$&'()*+,;=:@-]+";

/** A link's route as a whole-string pattern; `hrJobStage` also takes its `?stage=`. */
function patternOf(name: LinkName): RegExp {
  const path = linkRoutes[name]
    .split('/')
    .map((part) => (part.startsWith(':') ? SEGMENT : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const query =
    name === 'hrJobStage'
      ? `\\?stage=(?:${hrJobStages.join('|')})`
      : name === 'conversation' || name === 'hrConversation'
        ? `\\?channel=${SEGMENT}`
        : '';
  return new RegExp(`^${path}${query}$`);
}

export const linkPatterns: Record<LinkName, RegExp> = Object.fromEntries(
  (Object.keys(linkRoutes) as LinkName[]).map((name) => [name, patternOf(name)]),
) as Record<LinkName, RegExp>;

/** The name of the link this address is, or undefined when no link of the list makes it. */
export function linkNameOf(url: string): LinkName | undefined {
  return (Object.keys(linkPatterns) as LinkName[]).find((name) => linkPatterns[name].test(url));
}
