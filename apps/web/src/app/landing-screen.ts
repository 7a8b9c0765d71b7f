/**
 * The screen of the address the app opens at, for the two pages most visits start on: the job search
 * ('/' redirects there) and a job's page (a shared link). main.tsx starts downloading it at once,
 * alongside the session check; the router's lazy route (router.tsx) then finds the module already
 * loading, since a module is fetched once. Other addresses load their screen when the router asks.
 */
export function landingScreen(pathname: string): (() => Promise<unknown>) | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '' || path === '/jobs') return () => import('./routes/jobs');
  // /jobs/{id} and /jobs/recommend/{id}, not the lists under /jobs/all, /jobs/category, /jobs/companies
  const job = /^\/jobs\/(?:recommend\/)?([^/]+)$/.exec(path);
  if (job !== null && !['all', 'category', 'companies', 'recommend'].includes(job[1] ?? '')) {
    return () => import('./routes/job-detail');
  }
  return null;
}
