import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsResponse } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import { notificationKeys } from './count';

const SETTINGS_PATH = '/api/job-seeker/my-notification-setting';

/** The two channels, as the setting names begin. */
export type Channel = 'in_app' | 'email';

/** `<channel>.<kind>` → on or off; a name the server does not send is not offered. */
export type SettingValues = Readonly<Record<string, boolean>>;

/** GET …/job-seeker/my-notification-setting: every setting with its value (never-set ones are on). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: async ({ signal }): Promise<SettingValues> =>
      (await apiGet<NotificationSettingsResponse>(SETTINGS_PATH, { signal })).settings,
  });
}

interface Flip {
  name: string;
  value: boolean;
}

/**
 * PUT …/job-seeker/my-notification-setting with the one pair flipped (`{"email.offer_sent": false}`).
 * The switch moves at once; when the server refuses, that one switch goes back and `onFailed` runs.
 */
export function useSetNotificationSetting(onFailed: (flip: Flip) => void) {
  const client = useQueryClient();
  const put = (name: string, value: boolean) =>
    client.setQueryData<SettingValues>(notificationKeys.settings, (old) =>
      old === undefined ? old : { ...old, [name]: value },
    );
  return useMutation({
    mutationFn: ({ name, value }: Flip) =>
      apiRequestOrThrow<NotificationSettingsResponse>('PUT', SETTINGS_PATH, { body: { [name]: value } }),
    onMutate: ({ name, value }) => {
      // a load under way would bring back the old value over the new one
      void client.cancelQueries({ queryKey: notificationKeys.settings });
      put(name, value);
    },
    // only the pair that failed goes back: another switch flipped meanwhile keeps its new value
    onError: (_error, flip) => {
      put(flip.name, !flip.value);
      onFailed(flip);
    },
  });
}
