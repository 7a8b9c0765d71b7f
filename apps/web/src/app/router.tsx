import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootRouteError, RouteError } from './route-error';
import { Shell } from './shell';

// Screens load on demand so the first page only downloads what it shows.
const JobsRoute = lazy(() => import('./routes/jobs').then((m) => ({ default: m.JobsRoute })));
const JobDetailRoute = lazy(() => import('./routes/job-detail').then((m) => ({ default: m.JobDetailRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    ErrorBoundary: RootRouteError,
    children: [
      {
        // inside the shell, so the top bar stays when a page fails
        ErrorBoundary: RouteError,
        children: [
          { index: true, element: <Navigate to="/jobs" replace /> },
          { path: 'jobs', Component: JobsRoute },
          { path: 'jobs/:jobId', Component: JobDetailRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
