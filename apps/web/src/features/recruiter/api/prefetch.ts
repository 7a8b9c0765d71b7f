import type { MeResponse } from '@talent/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { hasRecruiterAccess, publishesAnywhere } from '../../../lib/roles';
import { isAnonymisedSubject } from './anonymised-subject';
import { hrApplicantQuery, hrCandidateQuery } from './candidate';
import { prefetchDashboard, recruits } from './dashboard';
import { hrJobQuery } from './job';
import { publishingQueueQuery } from './publishing';

/**
 * What a recruiter's screen shows first, asked for as soon as the session is known, while the
 * screen's code is still on its way (app/landing-screen.ts, `prefetchScreen`): the dashboard's
 * figures on /hr, the job on its pipeline, the candidate with the job and then their application's
 * timeline on /hr/candidates/:subject. The same queries the screens read, so nothing is asked twice.
 * Nothing for someone the workspace's gate would not show the screen to.
 */
export function prefetchRecruiterScreen(
  client: QueryClient,
  path: string,
  search: URLSearchParams,
  me: MeResponse,
): void {
  if (!hasRecruiterAccess(me)) return;
  if (path === '/hr') {
    if (recruits(me)) prefetchDashboard(client);
    if (publishesAnywhere(me))
      void client.prefetchQuery(publishingQueueQuery({ keyword: '', page: 1, limit: 1 }));
    return;
  }
  const candidate = /^\/hr\/candidates\/([^/]+)$/.exec(path)?.[1];
  if (candidate !== undefined) {
    const jobId = search.get('jobId') ?? undefined;
    if (jobId !== undefined) void client.prefetchQuery(hrJobQuery(jobId));
    const subject = decodeURIComponent(candidate);
    // fetchQuery does not read the query's `enabled`: an anonymised placeholder names nobody
    if (isAnonymisedSubject(subject)) return;
    void client.fetchQuery(hrCandidateQuery(subject, jobId)).then(
      (found) => {
        const applicationId = found.job?.applicationId ?? null;
        if (applicationId !== null) void client.prefetchQuery(hrApplicantQuery(applicationId));
      },
      () => undefined,
    );
    return;
  }
  const job = /^\/hr\/jobs\/([^/]+)$/.exec(path)?.[1];
  if (job !== undefined && job !== 'new') void client.prefetchQuery(hrJobQuery(decodeURIComponent(job)));
}
