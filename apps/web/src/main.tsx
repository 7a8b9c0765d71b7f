import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { landingScreen, prefetchScreen } from './app/landing-screen';
import { createAppRouter } from './app/router';
import { stylesReady } from './app/styles-ready';
import { meQueryOptions } from './features/session/api/get-me';
import { applyDocumentLocale } from './lib/direction';
import { createI18n, loadLocale } from './lib/i18n';
import { readLanguageCookie } from './lib/language-cookie';

const locale = readLanguageCookie(document.cookie);
// before the first render, so the first paint already has the right language and direction
applyDocumentLocale(locale);

const queryClient = createQueryClient();
// the session is known before the first render (at once for a visitor who never signed in), so that
// render draws the page over the server's shell instead of the session gate's loader
const session = queryClient.prefetchQuery(meQueryOptions());
// a screen's first data (the job search, a job, /profile, /hr, a pipeline, a candidate), asked for
// once the session is known; its small module is asked for first, before the screen's many files
prefetchScreen(window.location, queryClient, session);

// the screen of a landing page downloads alongside the session check instead of after it; a failure
// is the router's to report when it asks for the same module
const landing = landingScreen(window.location.pathname)?.().catch(() => undefined);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const start = () => {
  const root = createRoot(container);
  // the first render as a transition: React renders it in slices of a few milliseconds, yielding to
  // the browser between them, instead of one task of several hundred on a slow phone (Lighthouse's
  // total blocking time)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={createI18n(locale)} queryClient={queryClient} router={createAppRouter()} />
      </StrictMode>,
    );
  });
};

// Only the default language is in the first download; another one comes first (or, should that
// fail, the app starts in the default language). The server drew the top bar and the page's frame
// into #root (apps/server/src/plugins/page-shell.ts); React replaces them on its first commit, so it
// starts once the landing page's screen is here too, and that commit already has the page's heading,
// and once the app's style sheets have come (added after the first paint), so it never draws unstyled.
void Promise.all([loadLocale(locale), landing, stylesReady(), session]).then(start, start);
