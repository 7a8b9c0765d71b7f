import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LiveChannel } from '../features/live/live-channel';
import { applyDocumentLocale, directionOf } from '../lib/direction';
import { useLocale } from '../lib/i18n';
import type { Locale } from '../lib/locale';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
  /** `test` turns off Mantine's transitions and portals, and the live channel. */
  env?: 'default' | 'test';
}

export function AppProviders({ i18n, queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleDirection>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          env={env}
        >
          <QueryClientProvider client={queryClient}>
            {env === 'default' && <LiveChannel />}
            {children}
          </QueryClientProvider>
        </MantineProvider>
      </LocaleDirection>
    </I18nextProvider>
  );
}

/** The one place the locale decides the direction, for the document and for Mantine. */
function LocaleDirection({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <DirectionProvider initialDirection={directionOf(locale)} detectDirection={false}>
      <DocumentLocale locale={locale} />
      {children}
    </DirectionProvider>
  );
}

function DocumentLocale({ locale }: { locale: Locale }) {
  const { setDirection } = useDirection();
  useLayoutEffect(() => {
    applyDocumentLocale(locale);
    setDirection(directionOf(locale));
  }, [locale, setDirection]);
  return null;
}
