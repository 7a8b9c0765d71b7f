import { ActionIcon, Anchor, Badge, VisuallyHidden } from '@mantine/core';
import {
  IconBookmark,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconFileText,
  IconFolders,
  IconGift,
  IconListDetails,
  IconMailOpened,
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSettings,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UnreadMessagesCount } from '../features/messages/components/unread-count';
import { useJobSeekerCheck, useMe } from '../features/session';
import { useUiStore } from '../lib/ui-store';
import {
  hasInterviewerAccess,
  hasRecruiterAccess,
  publishesAnywhere,
  RECRUITER_LANDING,
  type RoleHolder,
} from '../lib/roles';
import { iconSize } from './theme';
import classes from './shell.module.css';

type NavLabel =
  | 'app.nav.jobs'
  | 'app.nav.applications'
  | 'app.nav.invitations'
  | 'app.nav.saved'
  | 'app.nav.profile'
  | 'app.nav.recruiting'
  | 'app.nav.jobBoard'
  | 'recruiter.shell.navDashboard'
  | 'recruiter.shell.navJobs'
  | 'recruiter.offers.navLabel'
  | 'recruiter.collections.navLabel'
  | 'recruiter.settings.navLabel'
  | 'recruiter.publishing.navLabel'
  | 'recruiter.interviews.navLabel'
  | 'messages.nav.label'
  | 'admin.nav.users'
  | 'admin.nav.organisations'
  | 'admin.nav.privacy'
  | 'admin.nav.audit';

export interface NavItem {
  to: string;
  label: NavLabel;
  icon: Icon;
  /** A count beside the label: the invitations waiting for an answer (from the shell's check). */
  count?: 'pendingInvitations' | 'unreadMessages';
  /** The section's own address only, not the pages below it (the workspace's dashboard, /hr). */
  exact?: boolean;
  /** Other addresses that belong to the section (a candidate's page to the jobs). */
  also?: readonly string[];
}

const SEEKER_ITEMS: readonly NavItem[] = [
  { to: '/jobs', label: 'app.nav.jobs', icon: IconBriefcase },
  // spec: the first path segment `invitations` is the section jobseeker-job-invitation
  { to: '/invitations', label: 'app.nav.invitations', icon: IconMailOpened, count: 'pendingInvitations' },
  { to: '/applications', label: 'app.nav.applications', icon: IconFileText },
  { to: '/saved', label: 'app.nav.saved', icon: IconBookmark },
  { to: '/profile', label: 'app.nav.profile', icon: IconUserCircle },
];

const RECRUITING: NavItem = {
  to: RECRUITER_LANDING,
  label: 'app.nav.recruiting',
  icon: IconBuildingSkyscraper,
};
export const JOB_BOARD: NavItem = { to: '/jobs', label: 'app.nav.jobBoard', icon: IconBriefcase };

// The paths are spelled here rather than taken from `links` (@talent/contracts): any value imported
// from the contracts brings zod into the first download of every page (about 33 KiB gzipped);
// section-nav.test.tsx checks them against `linkRoutes`.
const RECRUITER_JOBS: NavItem = {
  to: `${RECRUITER_LANDING}/jobs`,
  label: 'recruiter.shell.navJobs',
  icon: IconListDetails,
  // a candidate is reached from a job's pipeline or sourcing
  also: [`${RECRUITER_LANDING}/candidates`],
};

const RECRUITER_OFFERS: NavItem = {
  to: `${RECRUITER_LANDING}/offers`,
  label: 'recruiter.offers.navLabel',
  icon: IconGift,
};
const RECRUITER_COLLECTIONS: NavItem = {
  to: `${RECRUITER_LANDING}/collections`,
  label: 'recruiter.collections.navLabel',
  icon: IconFolders,
};

const RECRUITER_INTERVIEWS: NavItem = {
  to: `${RECRUITER_LANDING}/interviews`,
  label: 'recruiter.interviews.navLabel',
  icon: IconCalendarEvent,
};

/** An interviewer's (a plain `member`'s) only section. */
export const INTERVIEWER_ITEMS: readonly NavItem[] = [RECRUITER_INTERVIEWS];

/** The organisation's settings: for its administrators (`hr_admin`) only. */
const RECRUITER_SETTINGS: NavItem = {
  to: `${RECRUITER_LANDING}/settings`,
  label: 'recruiter.settings.navLabel',
  icon: IconSettings,
};

/** The drafts waiting to be published: for the organisation's publishers and administrators. */
const RECRUITER_PUBLISHING: NavItem = {
  to: `${RECRUITER_LANDING}/publishing`,
  label: 'recruiter.publishing.navLabel',
  // an icon the first download already holds (each new one weighs on every visitor's first page)
  icon: IconFileText,
};

/** The recruiter workspace's own sections (/hr), then the job board. */
export const RECRUITER_ITEMS: readonly NavItem[] = [
  { to: RECRUITER_LANDING, label: 'recruiter.shell.navDashboard', icon: IconLayoutDashboard, exact: true },
  RECRUITER_JOBS,
  RECRUITER_PUBLISHING,
  RECRUITER_INTERVIEWS,
  RECRUITER_OFFERS,
  RECRUITER_COLLECTIONS,
  RECRUITER_SETTINGS,
  JOB_BOARD,
];

/** Sections whose calls only `hr` and `hr_admin` may make. */
const RECRUITERS_ONLY: readonly NavItem[] = [RECRUITER_JOBS, RECRUITER_OFFERS, RECRUITER_COLLECTIONS];

/**
 * The workspace's sections for this user: the jobs list, offers and collections are for `hr` and
 * `hr_admin` (their calls refuse a `publisher`), so a publisher who holds neither gets the dashboard,
 * the drafts to publish and the job board; the drafts to publish are for `publisher` and `hr_admin`.
 */
export function recruiterItemsFor(user: {
  organisations: readonly { roles: readonly string[] }[];
}): readonly NavItem[] {
  const recruits = user.organisations.some((o) => o.roles.includes('hr') || o.roles.includes('hr_admin'));
  const items = recruits
    ? RECRUITER_ITEMS
    : RECRUITER_ITEMS.filter((item) => !RECRUITERS_ONLY.includes(item));
  const administers = user.organisations.some((o) => o.roles.includes('hr_admin'));
  const publishes = publishesAnywhere(user);
  return items.filter(
    (item) => (administers || item !== RECRUITER_SETTINGS) && (publishes || item !== RECRUITER_PUBLISHING),
  );
}

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
  if (hasInterviewerAccess(user)) return seeker ? [...INTERVIEWER_ITEMS, ...SEEKER_ITEMS] : INTERVIEWER_ITEMS;
  if (seeker) return SEEKER_ITEMS;
  if (recruiter) return [RECRUITING, JOB_BOARD];
  return [JOB_BOARD];
}

/**
 * The item of the current address: the one whose path (or one of its `also` paths) starts it, the
 * longest when several do (in the recruiter workspace /hr/jobs/… is Jobs); an `exact` item only on
 * its own address (a candidate's page is not the dashboard's); the site's root is the jobs.
 */
export function activeItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const path = pathname === '/' ? '/jobs' : pathname;
  let best: { item: NavItem; length: number } | undefined;
  for (const item of items) {
    const prefixes = item.exact === true ? [] : [item.to, ...(item.also ?? [])];
    const match =
      path === item.to
        ? item.to
        : prefixes.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (match !== undefined && (best === undefined || match.length > best.length)) {
      best = { item, length: match.length };
    }
  }
  return best?.item;
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
  const active = activeItem(items, pathname);

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
              aria-current={item === active ? 'page' : undefined}
              onClick={onNavigate}
            >
              <item.icon size={iconSize.md} aria-hidden stroke={1.75} />
              <span>{t(item.label)}</span>
              {item.count === 'pendingInvitations' && <PendingInvitationsCount />}
              {item.count === 'unreadMessages' && <UnreadMessagesCount />}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * How many invitations wait for an answer, from the job-seeker check the shell already made (the same
 * query, answered from the cache): nothing while it is unknown or when none waits.
 */
function PendingInvitationsCount() {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data ?? null;
  const check = useJobSeekerCheck(user !== null && user.roles.includes('jobseeker') ? user.id : null);
  const count = check.data?.items.filter((item) => item.kind === 'invitation').length ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="filled" circle style={{ marginInlineStart: 'auto' }}>
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{t('app.nav.waiting', { count })}</VisuallyHidden>
    </Badge>
  );
}

/**
 * A frame's `nav` (Frame) of these sections: the side menu beside the page, and the drawer's copy,
 * which closes the drawer when a link is followed.
 */
export function sectionNav(items: readonly NavItem[]) {
  return (onNavigate?: () => void) => (
    <SectionNav
      items={items}
      variant={onNavigate ? 'drawer' : 'side'}
      {...(onNavigate ? { onNavigate } : {})}
    />
  );
}
