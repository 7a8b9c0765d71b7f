import { ActionIcon, Anchor, Container, Group } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { PageLoader } from '../components/page-loader';
import { iconSize } from './theme';
import classes from './shell.module.css';

const MAIN_ID = 'main-content';

// the phone's drawer loads when the burger is first used, not with the first page (nav-drawer.tsx)
const NavDrawer = lazy(() => import('./nav-drawer'));

export interface FrameProps {
  /** Controls at the end of the top bar, before the language switcher (help, the account menu). */
  actions?: ReactNode;
  /**
   * The section menu: beside the page on wide screens, in the drawer on phones. A function, so that
   * the drawer's copy can close the drawer when a link is followed.
   */
  nav?: ((onNavigate?: () => void) => ReactNode) | null;
  /** Where the product name leads (each role's home). */
  home?: string;
  /** Above the top bar: notices (the browser, a privacy notice waiting for an acceptance). */
  banner?: ReactNode;
  /** Above the page, inside <main>: the help panel. */
  panel?: ReactNode;
  children: ReactNode;
}

/**
 * Every page's frame: a skip link, the top bar (product name, actions, language) and <main>. Under
 * 48em (phones) the top bar keeps icons only, and the section menu and the language move into a
 * drawer opened by the burger, so nothing is cut and nothing pushes the page down.
 */
export function Frame({ actions, nav, home = '/jobs', banner, panel, children }: FrameProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // mounted from the first opening on, so that it can animate its closing
  const [drawerUsed, setDrawerUsed] = useState(false);
  const close = () => setDrawerOpen(false);
  const hasNav = nav !== undefined && nav !== null;
  return (
    <>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('app.shell.skipToContent')}
      </a>
      {banner}
      <header className={classes.header}>
        <Container size="lg" className={classes.headerContainer}>
          <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.headerInner}>
            <Group gap={4} wrap="nowrap" miw={0}>
              <ActionIcon
                variant="subtle"
                size="lg"
                hiddenFrom="sm"
                aria-label={t('app.nav.open')}
                aria-expanded={drawerOpen}
                aria-haspopup="dialog"
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
              >
                <IconMenu2 size={iconSize.md} aria-hidden />
              </ActionIcon>
              <Anchor component={Link} to={home} underline="never" className={classes.brand}>
                {t('app.shell.productName')}
              </Anchor>
            </Group>
            <Group gap={4} wrap="nowrap" className={classes.actions}>
              {actions}
              <div className={classes.barLanguage}>
                <LanguageSwitcher />
              </div>
            </Group>
          </Group>
        </Container>
      </header>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpen} onClose={close} nav={hasNav ? nav(close) : null} />
        </Suspense>
      )}
      <Container size="lg" className={hasNav ? classes.layout : undefined}>
        {hasNav && <div className={classes.sideSlot}>{nav()}</div>}
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
