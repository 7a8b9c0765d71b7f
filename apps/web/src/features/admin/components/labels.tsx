import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { AdminPrivacyRequests, AdminUser, Role } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { formatDate, formatDateTime } from '../../../lib/format';
import { describeDevice } from '../../session/components/describe-device';
import type { OrganisationPlan } from '../api/organisations';
import classes from './admin.module.css';

export const ROLE_LABEL_KEYS = {
  jobseeker: 'admin.roles.jobseeker',
  admin: 'admin.roles.admin',
  hr: 'admin.roles.hr',
  hr_admin: 'admin.roles.hrAdmin',
  publisher: 'admin.roles.publisher',
  member: 'admin.roles.member',
} as const satisfies Record<Role, string>;

export const PLAN_LABEL_KEYS = {
  standard: 'admin.plans.standard',
  premium: 'admin.plans.premium',
  enterprise: 'admin.plans.enterprise',
} as const satisfies Record<OrganisationPlan, string>;

export const EXPORT_STATUS_KEYS = {
  pending: 'admin.privacy.statusPending',
  ready: 'admin.privacy.statusReady',
  failed: 'admin.privacy.statusFailed',
  expired: 'admin.privacy.statusExpired',
} as const satisfies Record<AdminPrivacyRequests['exports'][number]['status'], string>;

const EXPORT_STATUS_COLOURS: Record<keyof typeof EXPORT_STATUS_KEYS, string> = {
  pending: 'yellow',
  ready: 'green',
  failed: 'red',
  expired: 'gray',
};

/** A person's or an organisation's roles as badges. */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) return <NoValue />;
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        // the platform admin's role stands out: filled, the others light
        <Badge key={role} variant={role === 'admin' ? 'filled' : 'light'} tt="none">
          {t(ROLE_LABEL_KEYS[role])}
        </Badge>
      ))}
    </Group>
  );
}

/** Locked, deletion pending, erased: what sets an account apart; nothing for an ordinary one. */
export function UserStateBadges({ user }: { user: Pick<AdminUser, 'locked' | 'deletionDueAt' | 'erased'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const badges = [
    user.locked && (
      <Badge key="locked" color="red" variant="light" tt="none">
        {t('admin.users.badgeLocked')}
      </Badge>
    ),
    user.deletionDueAt !== null && !user.erased && (
      <Badge
        key="deletion"
        color="orange"
        variant="light"
        tt="none"
        title={t('admin.users.deletionDue', { date: formatDate(user.deletionDueAt, locale) })}
      >
        {t('admin.users.badgeDeletionPending')}
      </Badge>
    ),
    user.erased && (
      <Badge key="erased" color="gray" variant="light" tt="none">
        {t('admin.users.badgeErased')}
      </Badge>
    ),
  ].filter(Boolean);
  if (badges.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {badges}
    </Group>
  );
}

/** An organisation's plan as a badge. */
export function PlanBadge({ plan }: { plan: OrganisationPlan }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={plan === 'standard' ? 'gray' : 'brand'} tt="none">
      {t(PLAN_LABEL_KEYS[plan])}
    </Badge>
  );
}

/** A data export's state as a badge. */
export function ExportStatusBadge({ status }: { status: keyof typeof EXPORT_STATUS_KEYS }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={EXPORT_STATUS_COLOURS[status]} tt="none">
      {t(EXPORT_STATUS_KEYS[status])}
    </Badge>
  );
}

/** A missing value in a table or a list of facts: a dash, read out as "none". */
export function NoValue() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('admin.common.none')}</VisuallyHidden>
    </>
  );
}

/** An instant in the reader's time zone and language, in a <time> element; a dash for none. */
export function DateTime({ value, dateOnly = false }: { value: string | null; dateOnly?: boolean }) {
  const locale = useLocale();
  if (value === null) return <NoValue />;
  return <time dateTime={value}>{dateOnly ? formatDate(value, locale) : formatDateTime(value, locale)}</time>;
}

/** "Chrome on Windows" from a User-Agent; the raw header as its title; a dash for none. */
export function BrowserName({ userAgent }: { userAgent: string | null }) {
  const { t } = useTranslation();
  if (userAgent === null || userAgent.trim() === '') return <NoValue />;
  const { browser, system } = describeDevice(userAgent);
  const name =
    browser !== null && system !== null
      ? t('admin.common.browserOn', { browser, system })
      : (browser ?? system ?? t('admin.common.unknownBrowser'));
  return (
    <span title={userAgent} dir="auto">
      {name}
    </span>
  );
}

/** An address or an IP: it reads left to right, also on a right-to-left page. */
export function Ltr({ children }: { children: string }) {
  return (
    <span dir="ltr" className={classes.breakable}>
      {children}
    </span>
  );
}
