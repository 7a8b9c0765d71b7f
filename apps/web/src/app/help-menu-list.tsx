import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenOnMount } from '../components/deferred-menu';
import { siteLinks } from '../lib/config';
import { HelpButton, type HelpMenuProps } from './help-menu';

/**
 * The help menu once loaded (help-menu.tsx), open from its first mount. The items are plain menu
 * items (a link is rendered as an anchor with role="menuitem" directly inside the menu), so the menu
 * owns only menuitems (axe's aria-required-children).
 */
export default function HelpMenuList({ checklistOpen, onToggleChecklist }: HelpMenuProps) {
  const { t } = useTranslation();
  const { opened, setOpened, targetRef } = useOpenOnMount<HTMLButtonElement>();
  const { supportUrl } = siteLinks();
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={220}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <HelpButton ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        {checklistOpen !== null && (
          <Menu.Item onClick={onToggleChecklist}>
            {checklistOpen ? t('app.help.hideChecklist') : t('app.help.showChecklist')}
          </Menu.Item>
        )}
        {supportUrl !== null && (
          <Menu.Item component="a" href={supportUrl} target="_blank" rel="noopener noreferrer">
            {t('app.help.contactSupport')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
