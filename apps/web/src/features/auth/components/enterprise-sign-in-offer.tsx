import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnterpriseSignIn } from '../hooks/use-enterprise-sign-in';

interface EnterpriseSignInOfferProps {
  signIn: EnterpriseSignIn;
  /** Why the page offers it, with the organisation's name (`organisation`). */
  intro: (organisation: string) => string;
  /** What the page shows while the address is not an organisation's: its own fields and button. */
  children: ReactNode;
}

/**
 * In place of the page's own fields, once the address turns out to be an organisation's with its
 * own sign-in: why, and a button that continues with the organisation.
 */
export function EnterpriseSignInOffer({ signIn, intro, children }: EnterpriseSignInOfferProps) {
  const { t } = useTranslation();
  const { enterprise, buttonRef } = signIn;
  if (enterprise === null || enterprise.startUrl === null) return children;
  const organisation = enterprise.organisationName ?? t('auth.login.yourOrganisation');
  return (
    <Stack gap="sm">
      <Text>{intro(organisation)}</Text>
      <Button ref={buttonRef} component="a" href={enterprise.startUrl} fullWidth>
        {t('auth.login.continueWith', { organisation })}
      </Button>
    </Stack>
  );
}
