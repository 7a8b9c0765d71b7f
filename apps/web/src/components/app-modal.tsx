import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Modal with a close button named in the reader's language (Mantine's own has no
 * accessible name, which axe reports as `button-name`). Every dialog of the app uses it.
 */
export function AppModal({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal {...props} closeButtonProps={{ 'aria-label': t('common.actions.close'), ...closeButtonProps }} />
  );
}
