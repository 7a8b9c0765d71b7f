import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenOnMount } from '../../../components/deferred-menu';
import { ADMIN_LANDING } from '../../../lib/roles';
import {
  ACCOUNT_NOTIFICATIONS_PAGE,
  ACCOUNT_SECURITY_PAGE,
  AccountButton,
  LOGOUT_PAGE,
} from './session-menu';

/** The account menu once loaded (session-menu.tsx), open from its first mount. */
export default function SessionMenuList({ fullName, admin = false }: { fullName: string; admin?: boolean }) {
  const { t } = useTranslation();
  const { opened, setOpened, targetRef } = useOpenOnMount<HTMLButtonElement>();
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={200}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <AccountButton fullName={fullName} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        {admin && (
          <Menu.Item component={Link} to={ADMIN_LANDING}>
            {t('admin.menu.platformAdmin')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={ACCOUNT_SECURITY_PAGE}>
          {t('session.menu.security')}
        </Menu.Item>
        <Menu.Item component={Link} to={ACCOUNT_NOTIFICATIONS_PAGE}>
          {t('session.menu.notifications')}
        </Menu.Item>
        <Menu.Item component={Link} to={LOGOUT_PAGE}>
          {t('session.menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
