import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { applyDocumentLocale } from './lib/direction';
import { createI18n } from './lib/i18n';
import { readLanguageCookie } from './lib/language-cookie';

const locale = readLanguageCookie(document.cookie);
// before the first render, so the first paint already has the right language and direction
applyDocumentLocale(locale);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App i18n={createI18n(locale)} queryClient={createQueryClient()} router={createAppRouter()} />
  </StrictMode>,
);
