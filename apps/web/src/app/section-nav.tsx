import { ActionIcon, Anchor } from '@mantine/core';
import {
  IconBookmark,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconFileText,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUiStore } from '../lib/ui-store';
import { hasRecruiterAccess, RECRUITER_LANDING, type RoleHolder } from '../lib/roles';
import { iconSize } from './theme';
import classes from './shell.module.css';

type NavLabel =
  'app.nav.jobs' | 'app.nav.applications' | 'app.nav.saved' | 'app.nav.recruiting' | 'app.nav.jobBoard';

export interface NavItem {
  to: string;
  label: NavLabel;
  icon: Icon;
}

const SEEKER_ITEMS: readonly NavItem[] = [
  { to: '/jobs', label: 'app.nav.jobs', icon: IconBriefcase },
  { to: '/applications', label: 'app.nav.applications', icon: IconFileText },
  { to: '/saved', label: 'app.nav.saved', icon: IconBookmark },
];

const RECRUITING: NavItem = {
  to: RECRUITER_LANDING,
  label: 'app.nav.recruiting',
  icon: IconBuildingSkyscraper,
};
const JOB_BOARD: NavItem = { to: '/jobs', label: 'app.nav.jobBoard', icon: IconBriefcase };

/**
 * Each role's own sections: job seekers their jobs, applications and saved jobs; recruiters their
 * workspace and the job board (and back); anyone else (the platform admin, an anonymous visitor) the
 * job board alone, since the seeker's pages would only refuse them.
 */
export function navItemsFor(user: (RoleHolder & { roles: readonly string[] }) | null): readonly NavItem[] {
  if (user === null) return [JOB_BOARD];
  const seeker = user.roles.includes('jobseeker');
  const recruiter = hasRecruiterAccess(user);
  if (seeker && recruiter) return [RECRUITING, ...SEEKER_ITEMS];
  if (seeker) return SEEKER_ITEMS;
  if (recruiter) return [RECRUITING, JOB_BOARD];
  return [JOB_BOARD];
}

/** The item of the current address: the one whose path is the first path segment. */
function isActive(item: NavItem, pathname: string): boolean {
  const first = `/${pathname.split('/').find((segment) => segment !== '') ?? ''}`;
  return first === item.to || (first === '/' && item.to === '/jobs');
}

const NAV_ID = 'section-menu';

interface SectionNavProps {
  items?: readonly NavItem[];
  /** `side`: beside the page, collapsible (wide screens); `drawer`: inside the phone's drawer. */
  variant?: 'side' | 'drawer';
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The side menu of sections; the active one comes from the first path segment. */
export function SectionNav({ items = SEEKER_ITEMS, variant = 'side', onNavigate }: SectionNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const storedCollapsed = useUiStore((s) => s.sideCollapsed);
  const collapsed = variant === 'side' && storedCollapsed;
  const toggle = useUiStore((s) => s.toggleSideCollapsed);
  const toggleLabel = collapsed ? t('app.nav.expand') : t('app.nav.collapse');
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  const listId = variant === 'side' ? NAV_ID : `${NAV_ID}-drawer`;

  return (
    <nav
      aria-label={t('app.nav.label')}
      className={classes.side}
      data-collapsed={collapsed}
      data-variant={variant}
    >
      {variant === 'side' && (
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={toggleLabel}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={toggle}
          className={classes.mirrorIcon}
        >
          <ToggleIcon size={iconSize.md} aria-hidden />
        </ActionIcon>
      )}
      <ul id={listId} className={classes.sideList} hidden={collapsed}>
        {items.map((item) => (
          <li key={item.to + item.label}>
            <Anchor
              component={Link}
              to={item.to}
              underline="never"
              className={classes.sideLink}
              aria-current={isActive(item, pathname) ? 'page' : undefined}
              onClick={onNavigate}
            >
              <item.icon size={iconSize.md} aria-hidden stroke={1.75} />
              <span>{t(item.label)}</span>
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
