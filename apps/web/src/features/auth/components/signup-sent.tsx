import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PAGE, withRedirectUri } from '../hooks/use-redirect-uri';
import { AuthCard } from './auth-card';
import classes from './auth.module.css';

interface SignupSentProps {
  email: string;
  redirectUri: string | null;
  onUseAnotherAddress: () => void;
}

/**
 * After sign-up: the link is in the mail. The words fit a new address and a registered one alike
 * (the server sends the latter a "you already have an account" mail), so the page reveals nothing.
 */
export function SignupSent({ email, redirectUri, onUseAnotherAddress }: SignupSentProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the form this replaces had the focus: say what happened by moving it to the new heading
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <AuthCard title={t('auth.signupSent.heading')} headingRef={headingRef}>
      <Stack gap="sm">
        <Text>{t('auth.signupSent.sentTo')}</Text>
        <Text fw={600} className={classes.address}>
          <bdi>{email}</bdi>
        </Text>
        <Text>{t('auth.signupSent.openLink')}</Text>
        <Text size="sm" c="dimmed">
          {t('auth.signupSent.spamHint')}
        </Text>
      </Stack>
      <Stack gap="sm">
        <Button variant="default" onClick={onUseAnotherAddress}>
          {t('auth.signupSent.useAnotherAddress')}
        </Button>
        <Text size="sm">
          {t('auth.signupSent.alreadyConfirmed')}{' '}
          <Anchor component={Link} to={withRedirectUri(LOGIN_PAGE, redirectUri)} fw={500}>
            {t('auth.signupSent.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
