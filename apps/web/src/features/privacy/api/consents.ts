import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptPrivacyNoticeBody, ConsentState } from '@talent/contracts';
import { apiGet, apiRequestOrThrow, isApiError, isSessionRefreshed } from '../../../lib/api-client';

export const CONSENTS_PATH = '/api/me/consents';
export const ACCEPT_PRIVACY_NOTICE_PATH = '/api/me/consents/privacy-notice';

/** The signed-in user's consents, one cache entry per account. */
export const consentKeys = {
  all: ['account', 'consents'] as const,
  state: (userId: string) => ['account', 'consents', userId] as const,
};

interface UseConsentsOptions {
  /** False for an anonymous visitor (or while the session is unknown): nothing is asked. */
  enabled?: boolean;
  /**
   * How long the answer counts as fresh. The banner reads it once per session (the default); the
   * account page passes 0 to show the latest history.
   */
  staleTime?: number;
}

/** GET /api/me/consents: the privacy notice accepted (and the current one), and every choice made. */
export function useConsents(
  userId: string | null,
  { enabled = true, staleTime = Infinity }: UseConsentsOptions = {},
) {
  return useQuery({
    queryKey: consentKeys.state(userId ?? 'anonymous'),
    queryFn: ({ signal }) => apiGet<ConsentState>(CONSENTS_PATH, { signal }),
    enabled: enabled && userId !== null,
    staleTime,
  });
}

/**
 * POST /api/me/consents/privacy-notice with the version the page showed. An expired access token
 * is refreshed by the client and the acceptance sent once more. 409 `stale_version`: a newer notice
 * came meanwhile.
 */
export async function acceptPrivacyNotice(version: string): Promise<ConsentState> {
  const body: AcceptPrivacyNoticeBody = { version };
  const send = () => apiRequestOrThrow<ConsentState>('POST', ACCEPT_PRIVACY_NOTICE_PATH, { body });
  try {
    return await send();
  } catch (error) {
    if (!isSessionRefreshed(error)) throw error;
    return send();
  }
}

/** The acceptance refused because the notice changed since it was shown. */
export function isStaleVersion(error: unknown): boolean {
  return isApiError(error, 409);
}

/** Accepting the current notice: the answer is the new state; a 409 reads the state again. */
export function useAcceptPrivacyNotice(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptPrivacyNotice,
    onSuccess: (state) => client.setQueryData(consentKeys.state(userId), state),
    onError: (error) => {
      if (isStaleVersion(error)) void client.invalidateQueries({ queryKey: consentKeys.state(userId) });
    },
  });
}
