import { ActionIcon, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { sectionOf, useUiStore, type Section } from '../lib/ui-store';
import classes from './shell.module.css';

const ITEMS = [
  { section: 'jobseeker-jobs', to: '/jobs', label: 'app.nav.jobs' },
  { section: 'jobseeker-applications', to: '/applications', label: 'app.nav.applications' },
  { section: 'jobseeker-saved', to: '/saved', label: 'app.nav.saved' },
] as const satisfies readonly { section: Section; to: string; label: string }[];

const NAV_ID = 'section-menu';

/** The collapsible side menu of sections; the active one comes from the first path segment. */
export function SectionNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = sectionOf(pathname);
  const collapsed = useUiStore((s) => s.sideCollapsed);
  const toggle = useUiStore((s) => s.toggleSideCollapsed);
  const toggleLabel = collapsed ? t('app.nav.expand') : t('app.nav.collapse');

  return (
    <nav aria-label={t('app.nav.label')} className={classes.side} data-collapsed={collapsed}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={toggleLabel}
        aria-expanded={!collapsed}
        aria-controls={NAV_ID}
        onClick={toggle}
        className={classes.sideToggle}
      >
        <span aria-hidden className={classes.burger}>
          ☰
        </span>
      </ActionIcon>
      <ul id={NAV_ID} className={classes.sideList} hidden={collapsed}>
        {ITEMS.map((item) => (
          <li key={item.section}>
            <Anchor
              component={Link}
              to={item.to}
              underline="never"
              className={classes.sideLink}
              aria-current={active === item.section ? 'page' : undefined}
            >
              {t(item.label)}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
