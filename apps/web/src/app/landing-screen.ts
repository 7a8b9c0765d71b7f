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
  // /jobs/{id} and /jobs/recommend/{id}, not the lists under /jobs/all, /jobs/category, /jobs/companies
  const job = /^\/jobs\/(?:recommend\/)?([^/]+)$/.exec(path);
  if (job !== null && !['all', 'category', 'companies', 'recommend'].includes(job[1] ?? '')) {
    return jobScreen;
  }
  return null;
}
