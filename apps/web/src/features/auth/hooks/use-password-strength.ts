import { useQuery } from '@tanstack/react-query';
import { loadPasswordChecker, type PasswordAssessment, type PasswordOwner } from '@talent/domain';
import { useDeferredValue, useMemo } from 'react';

export const PASSWORD_CHECKER_QUERY_KEY = ['auth', 'password-checker'] as const;

export type PasswordStrength =
  | { state: 'empty' }
  /** The checker's dictionaries are still downloading. */
  | { state: 'loading' }
  /** They could not be downloaded: the server's answer will tell. */
  | { state: 'unavailable' }
  | { state: 'ready'; assessment: PasswordAssessment };

/**
 * The live strength of a new password, by the rule the server applies (@talent/domain). The
 * checker and its dictionaries (about 1.5 MB, 740 KiB on the wire) are fetched when the person
 * starts typing a new password, not when a page with the form opens (the account page is for much
 * else), in a chunk of their own, and kept for the rest of the visit. Typing stays responsive: the check runs on
 * a deferred copy of the value.
 */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordStrength {
  const checker = useQuery({
    queryKey: PASSWORD_CHECKER_QUERY_KEY,
    queryFn: loadPasswordChecker,
    enabled: password !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    // the checker is an object with methods, not data to compare
    structuralSharing: false,
  });
  const deferred = useDeferredValue(password);
  const { email, fullName } = owner;
  const assessment = useMemo(
    () =>
      checker.data === undefined || deferred === ''
        ? undefined
        : checker.data.assess(deferred, { email, fullName }),
    [checker.data, deferred, email, fullName],
  );
  if (password === '') return { state: 'empty' };
  if (assessment !== undefined) return { state: 'ready', assessment };
  if (checker.isError) return { state: 'unavailable' };
  return { state: 'loading' };
}

/**
 * The problems of a password at submit time, waiting for the checker if it is still on its way;
 * null when it cannot be had (the server checks anyway).
 */
export async function passwordProblemsNow(
  password: string,
  owner: PasswordOwner,
): Promise<PasswordAssessment['problems'] | null> {
  try {
    return (await loadPasswordChecker()).assess(password, owner).problems;
  } catch {
    return null;
  }
}
