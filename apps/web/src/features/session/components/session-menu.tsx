import { Button, Menu } from '@mantine/core';
import { IconLogin2, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginUrl } from '../../../lib/login-redirect';
import { useMe } from '../api/get-me';
import classes from './session-menu.module.css';

export const LOGOUT_PAGE = '/sso/logout';
export const ACCOUNT_SECURITY_PAGE = '/account/security';

/**
 * The top bar's account control: "Sign in" (back to this page afterwards) for anonymous visitors, or
 * the user's name opening a menu with "Account security" (every role) and "Sign out".
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
    <Menu position="bottom-end" shadow="md" width={200} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="sm"
          px="xs"
          className={classes.name}
          classNames={{ section: classes.section }}
          title={user.fullName}
          leftSection={<IconUserCircle size={20} aria-hidden />}
        >
          <span className={classes.nameText} dir="auto">
            {user.fullName}
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={ACCOUNT_SECURITY_PAGE}>
          {t('session.menu.security')}
        </Menu.Item>
        <Menu.Item component={Link} to={LOGOUT_PAGE}>
          {t('session.menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
