import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdpDiscoveryResponse } from '@talent/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  identityProviderQueryOptions,
  mayBeEnterprise,
  normaliseEmail,
} from '../api/discover-identity-provider';

export interface EnterpriseSignIn {
  /** The organisation's sign-in for the address typed now; null while there is none (or not yet known). */
  enterprise: IdpDiscoveryResponse | null;
  /** Its button: it takes the focus when a submit found the organisation's sign-in. */
  buttonRef: RefObject<HTMLAnchorElement | null>;
  /** The e-mail field was left: an address that may be an organisation's is looked up. */
  onEmailBlur: () => void;
  /**
   * At submit: looks the address up (when it may be an organisation's) and answers whether the
   * organisation's sign-in is to be used instead; its button then takes the focus.
   */
  isEnterprise: (address: string) => Promise<boolean>;
}

/**
 * An address that may belong to an organisation with its own identity provider is looked up with
 * the login service when the e-mail field is left, and again on submit; the answer holds only while
 * the field still has that address. Used where a page asks for the address (sign-in, forgotten
 * password): such a user continues with the organisation instead.
 */
export function useEnterpriseSignIn(email: string, redirectUri: string | null): EnterpriseSignIn {
  const queryClient = useQueryClient();
  // the address last looked up with the login service (left or submitted)
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);

  const discovery = useQuery({
    ...identityProviderQueryOptions(lookedUp ?? '', redirectUri),
    enabled: lookedUp !== null,
  });
  const enterprise =
    lookedUp !== null && lookedUp === normaliseEmail(email) && discovery.data?.enterprise === true
      ? discovery.data
      : null;

  // set by a submit that found the organisation's sign-in: its button takes the focus once shown
  const focusEnterprise = useRef(false);
  useEffect(() => {
    if (focusEnterprise.current && enterprise !== null) {
      focusEnterprise.current = false;
      buttonRef.current?.focus();
    }
  }, [enterprise]);

  const onEmailBlur = () => {
    const value = normaliseEmail(email);
    if (mayBeEnterprise(value)) setLookedUp(value);
  };

  const isEnterprise = async (address: string) => {
    if (!mayBeEnterprise(address)) return false;
    setLookedUp(address);
    const idp = await queryClient.fetchQuery(identityProviderQueryOptions(address, redirectUri));
    if (idp.enterprise) focusEnterprise.current = true;
    return idp.enterprise;
  };

  return { enterprise, buttonRef, onEmailBlur, isEnterprise };
}
