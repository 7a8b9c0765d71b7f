import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsResponse } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import { notificationKeys } from './count';

/**
 * Where a settings page reads and writes the settings. Both routes have the same shapes
 * (notificationSettingsResponseSchema, updateNotificationSettingBodySchema) over the same table.
 */
export interface NotificationSettingsApi {
  /** The path under the REST API's base: GET reads every setting, PUT sets one. */
  path: string;
}

/** The job seeker's own route (spec section 7), behind /notifications/settings. */
export const SEEKER_SETTINGS_API: NotificationSettingsApi = {
  path: '/api/job-seeker/my-notification-setting',
};

/** Every role's route, behind /account/notifications. */
export const ACCOUNT_SETTINGS_API: NotificationSettingsApi = { path: '/api/me/notification-settings' };

/** The two channels, as the setting names begin. */
export type Channel = 'in_app' | 'email';

/** `<channel>.<kind>` → on or off; a name the server does not send is not offered. */
export type SettingValues = Readonly<Record<string, boolean>>;

/** Each route's copy of the settings, under the one prefix of every settings query. */
export const settingsQueryKey = (api: NotificationSettingsApi) => [...notificationKeys.settings, api.path];

/** GET: every setting with its value (never-set ones are on). */
export function useNotificationSettings(api: NotificationSettingsApi) {
  return useQuery({
    queryKey: settingsQueryKey(api),
    queryFn: async ({ signal }): Promise<SettingValues> =>
      (await apiGet<NotificationSettingsResponse>(api.path, { signal })).settings,
  });
}

interface Flip {
  name: string;
  value: boolean;
}

/**
 * PUT with the one pair flipped (`{"email.offer_sent": false}`). The switch moves at once; when the
 * server refuses, that one switch goes back and `onFailed` runs.
 */
export function useSetNotificationSetting(api: NotificationSettingsApi, onFailed: (flip: Flip) => void) {
  const client = useQueryClient();
  const queryKey = settingsQueryKey(api);
  const put = (name: string, value: boolean) =>
    client.setQueryData<SettingValues>(queryKey, (old) =>
      old === undefined ? old : { ...old, [name]: value },
    );
  return useMutation({
    mutationFn: ({ name, value }: Flip) =>
      apiRequestOrThrow<NotificationSettingsResponse>('PUT', api.path, { body: { [name]: value } }),
    onMutate: ({ name, value }) => {
      // a load under way would bring back the old value over the new one
      void client.cancelQueries({ queryKey });
      put(name, value);
    },
    // only the pair that failed goes back: another switch flipped meanwhile keeps its new value
    onError: (_error, flip) => {
      put(flip.name, !flip.value);
      onFailed(flip);
    },
    // the other route's copy (the seeker's page and the account's show the same settings) is stale
    onSettled: () => {
      void client.invalidateQueries({
        queryKey: notificationKeys.settings,
        predicate: (query) => query.queryKey[2] !== api.path,
      });
    },
  });
}
