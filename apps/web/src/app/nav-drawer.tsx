import { Drawer, Stack, useDirection } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../components/language-switcher';

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The section menu's drawer copy (null when the page has none). */
  nav: ReactNode;
}

/**
 * The phone's drawer with the section menu and the language. Its own module, loaded once the burger
 * is first used (frame.tsx): Mantine's Drawer brings the modal, focus trap, overlay and scroll lock,
 * which no page needs before that.
 */
export default function NavDrawer({ opened, onClose, nav }: NavDrawerProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('app.nav.drawer')}
      position={dir === 'rtl' ? 'right' : 'left'}
      size="min(20rem, 85vw)"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      hiddenFrom="sm"
    >
      <Stack gap="lg">
        {nav}
        <LanguageSwitcher />
      </Stack>
    </Drawer>
  );
}
