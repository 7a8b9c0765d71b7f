import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHAT_URL } from '../lib/config';

interface HelpMenuProps {
  /** Offered to signed-in job seekers only: the checklist is about their own progress. */
  checklistOpen: boolean | null;
  onToggleChecklist: () => void;
}

/** The help menu: the "Getting Started" checklist and contact support (a chat link). */
export function HelpMenu({ checklistOpen, onToggleChecklist }: HelpMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button variant="subtle" size="sm">
          {t('app.help.menu')}
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
