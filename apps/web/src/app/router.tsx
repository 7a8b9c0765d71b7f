import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { jobScreen, jobsScreen, type LandingLoader, loginScreen } from './landing-screen';
import { RecruiterLayout } from './recruiter-layout';
import { RootRouteError, RouteError } from './route-error';
import { Shell } from './shell';
import { SsoLayout } from './sso-layout';
import { loadLateStrings } from '../lib/i18n';

/**
 * A screen of the late strings (the account's, the privacy notice's, the admin's, the job editor's
 * confirmations and history: locales/late),
 * downloaded with its code, so that it renders in the visitor's language at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
function lateLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => (await Promise.all([load(), loadLateStrings()]))[0]);
}

/**
 * A landing page's screen (landing-screen.ts): React.lazy suspends once even for a module that has
 * already come, and the app's first commit would then put a loader over the server's shell for a
 * frame; once main.tsx has the module, this renders it at once.
 */
function landingLazy<M, P extends object>(load: LandingLoader<M>, pick: (module: M) => ComponentType<P>) {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  return function LandingScreen(props: P) {
    const Screen = load.loaded === undefined ? Lazy : pick(load.loaded);
    return <Screen {...props} />;
  };
}

// Screens load on demand so the first page only downloads what it shows.
const JobsRoute = landingLazy(jobsScreen, (m) => m.JobsRoute);
const JobDetailRoute = landingLazy(jobScreen, (m) => m.JobDetailRoute);
const AllJobsRoute = lazy(() => import('./routes/all-jobs').then((m) => ({ default: m.AllJobsRoute })));
const CategoryJobsRoute = lazy(() =>
  import('./routes/category-jobs').then((m) => ({ default: m.CategoryJobsRoute })),
);
const CompanyJobsRoute = lazy(() =>
  import('./routes/company-jobs').then((m) => ({ default: m.CompanyJobsRoute })),
);
const SavedRoute = lazy(() => import('./routes/saved').then((m) => ({ default: m.SavedRoute })));
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));
const ProfileResumeRoute = lazy(() =>
  import('./routes/profile-resume').then((m) => ({ default: m.ProfileResumeRoute })),
);
const ProfileSubjectRoute = lazy(() =>
  import('./routes/profile-subject').then((m) => ({ default: m.ProfileSubjectRoute })),
);
// the applications page's panels (what is new, companies, graduate offers) speak from the late strings
const ApplicationsRoute = lateLazy(() =>
  import('./routes/applications').then((m) => ({ default: m.ApplicationsRoute })),
);
const ApplicationDetailRoute = lazy(() =>
  import('./routes/application-detail').then((m) => ({ default: m.ApplicationDetailRoute })),
);
const InterviewRoute = lazy(() => import('./routes/interview').then((m) => ({ default: m.InterviewRoute })));
const OfferRoute = lazy(() => import('./routes/offer').then((m) => ({ default: m.OfferRoute })));
const InvitationsRoute = lazy(() =>
  import('./routes/invitations').then((m) => ({ default: m.InvitationsRoute })),
);
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const LoginRoute = landingLazy(loginScreen, (m) => m.LoginRoute);
const SignupRoute = lazy(() => import('./routes/sso-signup').then((m) => ({ default: m.SignupRoute })));
const VerifyRoute = lazy(() => import('./routes/sso-verify').then((m) => ({ default: m.VerifyRoute })));
const CallbackRoute = lazy(() => import('./routes/sso-callback').then((m) => ({ default: m.CallbackRoute })));
const LogoutRoute = lazy(() => import('./routes/sso-logout').then((m) => ({ default: m.LogoutRoute })));
const SsoLinkRoute = lazy(() => import('./routes/sso-link').then((m) => ({ default: m.SsoLinkRoute })));
const ForgotPasswordRoute = lazy(() =>
  import('./routes/sso-forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/sso-reset-password').then((m) => ({ default: m.ResetPasswordRoute })),
);
const ConfirmEmailRoute = lateLazy(() =>
  import('./routes/sso-confirm-email').then((m) => ({ default: m.ConfirmEmailRoute })),
);
const KeepAccountRoute = lateLazy(() =>
  import('./routes/sso-keep-account').then((m) => ({ default: m.KeepAccountRoute })),
);
const AccountDeletedRoute = lateLazy(() =>
  import('./routes/sso-account-deleted').then((m) => ({ default: m.AccountDeletedRoute })),
);
const AdminGate = lateLazy(() => import('./routes/admin').then((m) => ({ default: m.AdminGate })));
const AdminIndexRoute = lateLazy(() =>
  import('./routes/admin').then((m) => ({ default: m.AdminIndexRoute })),
);
const AdminUsersRoute = lateLazy(() =>
  import('./routes/admin').then((m) => ({ default: m.AdminUsersRoute })),
);
const AdminUserRoute = lateLazy(() => import('./routes/admin').then((m) => ({ default: m.AdminUserRoute })));
const AdminOrganisationsRoute = lateLazy(() =>
  import('./routes/admin').then((m) => ({ default: m.AdminOrganisationsRoute })),
);
const AdminOrganisationRoute = lateLazy(() =>
  import('./routes/admin').then((m) => ({ default: m.AdminOrganisationRoute })),
);
const AdminPrivacyRoute = lateLazy(() =>
  import('./routes/admin').then((m) => ({ default: m.AdminPrivacyRoute })),
);
const AdminAuditRoute = lateLazy(() =>
  import('./routes/admin').then((m) => ({ default: m.AdminAuditRoute })),
);
const HrGate = lazy(() => import('./routes/hr').then((m) => ({ default: m.HrGate })));
const HrRoute = lazy(() => import('./routes/hr').then((m) => ({ default: m.HrRoute })));
const HrJobsRoute = lazy(() => import('./routes/hr-jobs').then((m) => ({ default: m.HrJobsRoute })));
const HrJobPipelineRoute = lazy(() =>
  import('./routes/hr-job-pipeline').then((m) => ({ default: m.HrJobPipelineRoute })),
);
const HrCandidateRoute = lazy(() =>
  import('./routes/hr-candidate').then((m) => ({ default: m.HrCandidateRoute })),
);
const HrInterviewsRoute = lazy(() =>
  import('./routes/hr-interviews').then((m) => ({ default: m.HrInterviewsRoute })),
);
// the editor's confirmations and a published job's changes are late strings
const HrJobEditorRoute = lateLazy(() =>
  import('./routes/hr-job-editor').then((m) => ({ default: m.HrJobEditorRoute })),
);
const HrOffersRoute = lazy(() => import('./routes/hr-offers').then((m) => ({ default: m.HrOffersRoute })));
// the queue's own words are late strings (its count on the dashboard and its menu entry are not)
const HrPublishingRoute = lateLazy(() =>
  import('./routes/hr-publishing').then((m) => ({ default: m.HrPublishingRoute })),
);
const HrCollectionsRoute = lazy(() =>
  import('./routes/hr-collections').then((m) => ({ default: m.HrCollectionsRoute })),
);
const HrCollectionRoute = lazy(() =>
  import('./routes/hr-collections').then((m) => ({ default: m.HrCollectionRoute })),
);
const HrSettingsRoute = lazy(() =>
  import('./routes/hr-settings').then((m) => ({ default: m.HrSettingsRoute })),
);
const NotificationsRoute = lazy(() =>
  import('./routes/notifications').then((m) => ({ default: m.NotificationsRoute })),
);
const HrNotificationsRoute = lazy(() =>
  import('./routes/notifications').then((m) => ({ default: m.HrNotificationsRoute })),
);
const NotificationSettingsRoute = lazy(() =>
  import('./routes/notifications-settings').then((m) => ({ default: m.NotificationSettingsRoute })),
);
const MessagesRoute = lazy(() => import('./routes/messages').then((m) => ({ default: m.MessagesRoute })));
const HrMessagesRoute = lazy(() =>
  import('./routes/hr-messages').then((m) => ({ default: m.HrMessagesRoute })),
);
const AccountSecurityRoute = lateLazy(() =>
  import('./routes/account-security').then((m) => ({ default: m.AccountSecurityRoute })),
);
const AccountNotificationsRoute = lateLazy(() =>
  import('./routes/account-notifications').then((m) => ({ default: m.AccountNotificationsRoute })),
);
const UnsubscribeRoute = lateLazy(() =>
  import('./routes/unsubscribe').then((m) => ({ default: m.UnsubscribeRoute })),
);
const PrivacyRoute = lateLazy(() => import('./routes/privacy').then((m) => ({ default: m.PrivacyRoute })));

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
          { path: 'verify', Component: VerifyRoute },
          { path: 'callback', Component: CallbackRoute },
          { path: 'logout', Component: LogoutRoute },
          // an organisation's sign-in that must first be linked to an existing account
          { path: 'link', Component: SsoLinkRoute },
          // a forgotten password: the request, then the mail's link (#token=…)
          { path: 'forgot-password', Component: ForgotPasswordRoute },
          { path: 'reset-password', Component: ResetPasswordRoute },
          // the link sent to a new sign-in address (#token=…), public
          { path: 'confirm-email', Component: ConfirmEmailRoute },
          // after the account's deletion was asked for (the session is gone), public
          { path: 'account-deleted', Component: AccountDeletedRoute },
          // the deletion mail's link (#token=…): cancels the deletion, public
          { path: 'keep-account', Component: KeepAccountRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
  {
    // the account's own pages, the same for every role
    path: '/account',
    // the account's frame comes with its pages, not with the first page
    lazy: async () => ({
      Component: (await Promise.all([import('./account-layout'), loadLateStrings()]))[0].AccountLayout,
    }),
    ErrorBoundary: RootRouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { path: 'security', Component: AccountSecurityRoute },
          // every role's notification settings: the mails' "Notification settings" link
          { path: 'notifications', Component: AccountNotificationsRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
  {
    // a mail's one-click unsubscribe link (List-Unsubscribe too): public, the login pages' frame; the
    // page posts to the same path only when asked (mail scanners open links), the server's route
    path: '/unsubscribe',
    Component: SsoLayout,
    ErrorBoundary: RootRouteError,
    children: [{ ErrorBoundary: RouteError, children: [{ index: true, Component: UnsubscribeRoute }] }],
  },
  {
    // the privacy notice: public (the sign-up page links to it), the login pages' frame
    path: '/privacy',
    Component: SsoLayout,
    ErrorBoundary: RootRouteError,
    children: [{ ErrorBoundary: RouteError, children: [{ index: true, Component: PrivacyRoute }] }],
  },
  {
    // the platform admin's console
    path: '/admin',
    // the console's frame and its sections' icons come with it, not with the first page
    lazy: async () => ({
      Component: (await Promise.all([import('./admin-layout'), loadLateStrings()]))[0].AdminLayout,
    }),
    ErrorBoundary: RootRouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            // one role gate for every console screen: anonymous visitors go to the login page, a
            // signed-in user who is not the platform admin sees the not-found page (routes/admin.tsx)
            Component: AdminGate,
            children: [
              { index: true, Component: AdminIndexRoute },
              { path: 'users', Component: AdminUsersRoute },
              { path: 'users/:userId', Component: AdminUserRoute },
              { path: 'organisations', Component: AdminOrganisationsRoute },
              { path: 'organisations/:organisationId', Component: AdminOrganisationRoute },
              { path: 'privacy', Component: AdminPrivacyRoute },
              { path: 'audit', Component: AdminAuditRoute },
              { path: '*', Component: NotFoundRoute },
            ],
          },
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
          {
            // one role gate for every recruiter screen: anonymous visitors go to the login page, a
            // signed-in user without a recruiting role sees the no-access page (routes/hr.tsx)
            Component: HrGate,
            children: [
              { index: true, Component: HrRoute },
              { path: 'jobs', Component: HrJobsRoute },
              // ── recruiter screens ──
              { path: 'settings', Component: HrSettingsRoute },
              { path: 'notifications', Component: HrNotificationsRoute },
              { path: 'messages', Component: HrMessagesRoute },
              { path: 'interviews', Component: HrInterviewsRoute },
              { path: 'offers', Component: HrOffersRoute },
              { path: 'publishing', Component: HrPublishingRoute },
              { path: 'collections', Component: HrCollectionsRoute },
              { path: 'collections/:collectionId', Component: HrCollectionRoute },
              { path: 'jobs/:jobId', Component: HrJobPipelineRoute },
              { path: 'candidates/:subject', Component: HrCandidateRoute },
              { path: 'jobs/new', Component: HrJobEditorRoute },
              { path: 'jobs/:jobId/edit', Component: HrJobEditorRoute },
            ],
          },
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
          // spec section 2; the offer, interview, invitation and notification screens come later
          { path: 'jobs', Component: JobsRoute },
          { path: 'jobs/all', Component: AllJobsRoute },
          { path: 'jobs/all/:jobId', Component: AllJobsRoute },
          { path: 'jobs/recommend/:jobId', Component: JobDetailRoute },
          { path: 'jobs/category/:categoryId', Component: CategoryJobsRoute },
          { path: 'jobs/category/:categoryId/:jobId', Component: CategoryJobsRoute },
          { path: 'jobs/companies/:companyId', Component: CompanyJobsRoute },
          { path: 'jobs/companies/:companyId/:jobId', Component: CompanyJobsRoute },
          { path: 'jobs/interview/:jobId/:assessmentId', Component: InterviewRoute },
          { path: 'jobs/offer/:jobId', Component: OfferRoute },
          { path: 'jobs/:jobId', Component: JobDetailRoute },
          { path: 'applications', Component: ApplicationsRoute },
          { path: 'applications/:applicationId', Component: ApplicationDetailRoute },
          { path: 'invitations', Component: InvitationsRoute },
          { path: 'invitations/:jobId', Component: InvitationsRoute },
          { path: 'saved', Component: SavedRoute },
          { path: 'saved/:jobId', Component: SavedRoute },
          { path: 'profile', Component: ProfileRoute },
          { path: 'profile/resume', Component: ProfileResumeRoute },
          { path: 'profile/:subject', Component: ProfileSubjectRoute },
          { path: 'notifications', Component: NotificationsRoute },
          { path: 'notifications/settings', Component: NotificationSettingsRoute },
          { path: 'messages', Component: MessagesRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
