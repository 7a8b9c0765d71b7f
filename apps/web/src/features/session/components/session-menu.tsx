import { Button } from '@mantine/core';
import { IconLogin2, IconUserCircle } from '@tabler/icons-react';
import { lazy, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DeferredMenu, type DeferredTargetProps } from '../../../components/deferred-menu';
import { loginUrl } from '../../../lib/login-redirect';
import { hasAdminAccess } from '../../../lib/roles';
import { useMe } from '../api/get-me';
import classes from './session-menu.module.css';

export const LOGOUT_PAGE = '/sso/logout';
export const ACCOUNT_SECURITY_PAGE = '/account/security';
export const ACCOUNT_NOTIFICATIONS_PAGE = '/account/notifications';

// the menu itself (Mantine's Menu, Popover, floating-ui) loads on first use (deferred-menu.tsx)
const loadSessionMenuList = () => import('./session-menu-list');
const SessionMenuList = lazy(loadSessionMenuList);

/**
 * The top bar's account control: "Sign in" (back to this page afterwards) for anonymous visitors, or
 * the user's name opening a menu with "Account security", "Notification settings" (every role) and
 * "Sign out".
 */
export function SessionMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  if (me.isPending) return null;

  const user = me.data ?? null;
  if (user === null) {
    return (
      <Button
        component={Link}
        to={loginUrl(location)}
        variant="outline"
        size="sm"
        px="xs"
        leftSection={<IconLogin2 size={18} aria-hidden />}
      >
        {t('session.menu.signIn')}
      </Button>
    );
  }
  return (
    <DeferredMenu
      renderTarget={(target) => <AccountButton fullName={user.fullName} {...target} />}
      menu={SessionMenuList}
      preload={loadSessionMenuList}
      menuProps={{ fullName: user.fullName, admin: hasAdminAccess(user) }}
    />
  );
}

/** The account menu's button: the user's name (cut with an ellipsis), the whole name as its title. */
export function AccountButton({
  fullName,
  ref,
  ...props
}: Partial<DeferredTargetProps> & { fullName: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button
      ref={ref}
      variant="subtle"
      size="sm"
      px="xs"
      className={classes.name}
      classNames={{ section: classes.section }}
      title={fullName}
      leftSection={<IconUserCircle size={20} aria-hidden />}
      {...props}
    >
      <span className={classes.nameText} dir="auto">
        {fullName}
      </span>
    </Button>
  );
}
