import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ i18n, queryClient, router }: AppProps) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
