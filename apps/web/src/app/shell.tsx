import { Anchor, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { PageLoader } from '../components/page-loader';
import classes from './shell.module.css';

const MAIN_ID = 'main-content';

/** The job-seeker shell: a top bar (product name, language) and the page in <main>. */
export function Shell() {
  const { t } = useTranslation();
  return (
    <>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('app.shell.skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap" gap="md" className={classes.headerInner}>
            <Anchor component={Link} to="/jobs" underline="never" className={classes.brand}>
              {t('app.shell.productName')}
            </Anchor>
            <LanguageSwitcher />
          </Group>
        </Container>
      </header>
      <Container component="main" id={MAIN_ID} tabIndex={-1} size="lg" py="xl" className={classes.main}>
        <Suspense fallback={<PageLoader label={t('app.shell.loading')} />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
