import { Anchor, Container, Group } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { PageLoader } from '../components/page-loader';
import classes from './shell.module.css';

const MAIN_ID = 'main-content';

interface FrameProps {
  /** Controls at the end of the top bar, before the language switcher (the account menu). */
  actions?: ReactNode;
  /** The section menu beside the page (the job-seeker shell). */
  nav?: ReactNode;
  /** Above the top bar: notices about the browser. */
  banner?: ReactNode;
  /** Above the page, inside <main>: the help panel. */
  panel?: ReactNode;
  children: ReactNode;
}

/** Every page's frame: a skip link, the top bar (product name, actions, language) and <main>. */
export function Frame({ actions, nav, banner, panel, children }: FrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('app.shell.skipToContent')}
      </a>
      {banner}
      <header className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap" gap="md" className={classes.headerInner}>
            <Anchor component={Link} to="/jobs" underline="never" className={classes.brand}>
              {t('app.shell.productName')}
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              {actions}
              <LanguageSwitcher />
            </Group>
          </Group>
        </Container>
      </header>
      <Container size="lg" className={nav === undefined || nav === null ? undefined : classes.layout}>
        {nav}
        <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
          <Suspense fallback={<PageLoader label={t('app.shell.loading')} />}>
            {panel}
            {children}
          </Suspense>
        </main>
      </Container>
    </>
  );
}
