import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse, UpdateNameBody, UpdateNameResponse } from '@talent/contracts';
import { apiUrl } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';
import type { AccountResult } from './account-failure';
import { sendAccountChange } from './signed-in-call';

export const UPDATE_NAME_URL = apiUrl('/api/me/name');

/** The name everyone sees, the account's and the profile's (every role). */
export function updateName(body: UpdateNameBody): Promise<AccountResult<UpdateNameResponse>> {
  return sendAccountChange<UpdateNameResponse>('PUT', UPDATE_NAME_URL, body);
}

/** The signed-in user shows the new name at once (the top bar's menu), then is read again. */
export async function nameUpdated(queryClient: QueryClient, fullName: string): Promise<void> {
  queryClient.setQueryData<MeResponse | null>(CURRENT_USER_QUERY_KEY, (me) =>
    me === undefined || me === null ? me : { ...me, fullName },
  );
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
}
