import type { MeResponse } from '@talent/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '../lib/current-user';
/**
 * The screen of the address the app opens at, for the pages most visits start on: the job search
 * ('/' redirects there), a job's page (a shared link) and the login page. main.tsx starts
 * downloading it at once, alongside the session check, and renders once it is here; the router's
 * route (router.tsx, `landingLazy`) then draws it in the app's first commit, over the server's
 * shell, instead of a loader for a frame. Other addresses load their screen when the router asks.
 */

/** A screen's download, started once; `loaded` holds the module once it has come. */
export interface LandingLoader<M> {
  (): Promise<M>;
  loaded?: M;
}

function once<M>(load: () => Promise<M>): LandingLoader<M> {
  let pending: Promise<M> | undefined;
  const loader: LandingLoader<M> = () =>
    (pending ??= load().then((module) => {
      loader.loaded = module;
      return module;
    }));
  return loader;
}

export const jobsScreen = once(() => import('./routes/jobs'));
export const jobScreen = once(() => import('./routes/job-detail'));
export const loginScreen = once(() => import('./routes/sso-login'));

export function landingScreen(pathname: string): (() => Promise<unknown>) | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '' || path === '/jobs') return jobsScreen;
  if (path === '/sso/login') return loginScreen;
  if (landingJobId(path) !== null) return jobScreen;
  return null;
}

/** The job of /jobs/{id} and /jobs/recommend/{id}, not the lists under /jobs/all, /jobs/category, /jobs/companies. */
function landingJobId(path: string): string | null {
  const job = /^\/jobs\/(?:recommend\/)?([^/]+)$/.exec(path)?.[1];
  if (job === undefined || ['all', 'category', 'companies', 'recommend'].includes(job)) return null;
  try {
    return decodeURIComponent(job);
  } catch {
    return job; // a malformed escape: the screen says the job does not exist
  }
}

/**
 * The screens behind a sign-in that people open from a link or a reload and wait on (issue 25): their
 * code downloads at once, alongside the session check (and, for the workspace, its role gate's),
 * instead of after the session and the gate; and once the session is known, what the screen shows
 * first is asked for (`prefetch*Screen` in the features), instead of once its code has come and
 * rendered. The app then starts as for any address; the screens find their queries on their way.
 */
export function prefetchScreen(
  location: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
  session: Promise<unknown>,
): void {
  const path = location.pathname.replace(/\/+$/, '');
  const search = new URLSearchParams(location.search);
  // the job search and a job's page: their code is the landing screen's (main.tsx); their data is
  // for everyone, and more for a job seeker
  const jobId = landingJobId(path);
  if (path === '' || path === '/jobs' || jobId !== null) {
    void Promise.all([import('../features/seeker/prefetch'), session])
      .then(([m]) => {
        const me = client.getQueryData<MeResponse | null>(CURRENT_USER_QUERY_KEY) ?? null;
        if (jobId === null) m.prefetchJobsScreen(client, search, me);
        else m.prefetchJobScreen(client, jobId, me);
      })
      .catch(() => undefined);
    return;
  }
  let prefetch: Promise<(me: MeResponse) => void>;
  if (path === '/profile') {
    // the screen's code, and beside it the data's small module that asks for what it shows
    void import('./routes/profile').catch(() => undefined);
    prefetch = import('../features/profile/prefetch').then((m) => () => m.prefetchProfileScreen(client));
  } else if (path === '/hr' || path.startsWith('/hr/')) {
    // the gate's module brings the screen's code; the data's small module asks for what it shows
    void import('./routes/hr').then(
      (m) => m.preloadHrScreen(path),
      () => undefined,
    );
    prefetch = import('../features/recruiter/api/prefetch').then(
      (m) => (me) => m.prefetchRecruiterScreen(client, path, search, me),
    );
  } else {
    return;
  }
  void Promise.all([prefetch, session])
    .then(([run]) => {
      const me = client.getQueryData<MeResponse | null>(CURRENT_USER_QUERY_KEY);
      if (me !== undefined && me !== null) run(me);
    })
    .catch(() => undefined);
}
