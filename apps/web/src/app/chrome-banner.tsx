import { ActionIcon, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChromeUserAgent } from '../lib/browser';
import classes from './shell.module.css';

/** Recommends Chrome to users of other browsers, until closed (spec section 4). */
export function ChromeBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !isChromeUserAgent(navigator.userAgent));
  if (!visible) return null;
  return (
    <div className={classes.banner} role="region" aria-label={t('app.chrome.label')}>
      <Group justify="center" gap="sm" wrap="nowrap">
        <Text size="sm">{t('app.chrome.message')}</Text>
        <ActionIcon
          variant="subtle"
          color="dark"
          aria-label={t('app.chrome.close')}
          onClick={() => setVisible(false)}
        >
          <span aria-hidden>×</span>
        </ActionIcon>
      </Group>
    </div>
  );
}
