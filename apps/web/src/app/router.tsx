import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RecruiterLayout } from './recruiter-layout';
import { RootRouteError, RouteError } from './route-error';
import { Shell } from './shell';
import { SsoLayout } from './sso-layout';

// Screens load on demand so the first page only downloads what it shows.
const JobsRoute = lazy(() => import('./routes/jobs').then((m) => ({ default: m.JobsRoute })));
const JobDetailRoute = lazy(() => import('./routes/job-detail').then((m) => ({ default: m.JobDetailRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const LoginRoute = lazy(() => import('./routes/sso-login').then((m) => ({ default: m.LoginRoute })));
const SignupRoute = lazy(() => import('./routes/sso-signup').then((m) => ({ default: m.SignupRoute })));
const CallbackRoute = lazy(() => import('./routes/sso-callback').then((m) => ({ default: m.CallbackRoute })));
const LogoutRoute = lazy(() => import('./routes/sso-logout').then((m) => ({ default: m.LogoutRoute })));
const HrRoute = lazy(() => import('./routes/hr').then((m) => ({ default: m.HrRoute })));

export const routes: RouteObject[] = [
  {
    // the central login service: outside the shell, so no session check runs on these pages
    path: '/sso',
    Component: SsoLayout,
    ErrorBoundary: RootRouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { path: 'login', Component: LoginRoute },
          { path: 'signup', Component: SignupRoute },
          { path: 'callback', Component: CallbackRoute },
          { path: 'logout', Component: LogoutRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
  {
    path: '/hr',
    Component: RecruiterLayout,
    ErrorBoundary: RootRouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HrRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
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
