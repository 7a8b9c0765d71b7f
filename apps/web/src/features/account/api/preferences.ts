import { useQuery } from '@tanstack/react-query';
import type { Preferences, UpdatePreferencesBody } from '@talent/contracts';
import { apiGet, apiUrl } from '../../../lib/api-client';
import type { AccountResult } from './account-failure';
import { sendAccountChange } from './signed-in-call';

export const PREFERENCES_PATH = '/api/me/preferences';
export const PREFERENCES_KEY = ['account', 'preferences'] as const;

/** The signed-in person's language and time zone (every role). */
export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => apiGet<Preferences>(PREFERENCES_PATH, { signal }),
  });
}

export function savePreferences(body: UpdatePreferencesBody): Promise<AccountResult<Preferences>> {
  return sendAccountChange<Preferences>('PUT', apiUrl(PREFERENCES_PATH), body);
}

/** Every time zone this browser knows, `UTC` first; empty where the runtime cannot list them. */
export function knownTimeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = typeof supported === 'function' ? supported('timeZone') : [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}
