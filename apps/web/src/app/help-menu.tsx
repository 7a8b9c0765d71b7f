import { Button, Menu } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHAT_URL } from '../lib/config';
import { iconSize } from './theme';
import classes from './shell.module.css';

interface HelpMenuProps {
  /** Offered to signed-in job seekers only: the checklist is about their own progress. */
  checklistOpen: boolean | null;
  onToggleChecklist: () => void;
}

/**
 * The help menu: the "Getting Started" checklist and contact support (a chat link). On a phone the
 * button shows its icon alone; its name stays for assistive technology. The items are plain menu
 * items (a link is rendered as an anchor with role="menuitem" directly inside the menu), so the menu
 * owns only menuitems (axe's aria-required-children).
 */
export function HelpMenu({ checklistOpen, onToggleChecklist }: HelpMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={220} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="sm"
          px="xs"
          leftSection={<IconHelpCircle size={iconSize.md} aria-hidden />}
          classNames={{ section: classes.barButtonSection }}
        >
          <span className={classes.barLabel}>{t('app.help.menu')}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {checklistOpen !== null && (
          <Menu.Item onClick={onToggleChecklist}>
            {checklistOpen ? t('app.help.hideChecklist') : t('app.help.showChecklist')}
          </Menu.Item>
        )}
        <Menu.Item component="a" href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer">
          {t('app.help.contactSupport')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
