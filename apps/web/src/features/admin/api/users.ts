import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserPage } from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import { adminKeys, pageWindow } from './keys';

const usersPath = '/api/admin/users';
const userPath = (userId: string) => `${usersPath}/${encodeURIComponent(userId)}`;

/** GET /api/admin/users: one page of the users whose name or address holds `q`. */
export function useAdminUsers({ q, page }: { q: string; page: number }) {
  const query = { q, ...pageWindow(page) };
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => apiGet<AdminUserPage>(usersPath, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/{userId}: roles, organisations, the lock and the open sessions. */
export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: ({ signal }) => apiGet<AdminUserDetail>(userPath(userId), { signal }),
  });
}

/** After an action on a user: their page and the lists (badges, session counts) are read again. */
function useRefreshUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.users });
}

/** POST …/lock with an optional reason, or POST …/unlock. */
export function useSetUserLocked(userId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ locked, reason }: { locked: boolean; reason?: string }) =>
      apiRequestOrThrow<{ userId: string; locked: boolean }>(
        'POST',
        `${userPath(userId)}/${locked ? 'lock' : 'unlock'}`,
        locked ? { body: reason === undefined || reason === '' ? {} : { reason } } : {},
      ),
    onSuccess: refresh,
  });
}

/** POST …/sessions/end: every session of the user ends; answers how many did. */
export function useEndUserSessions(userId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: () => apiRequestOrThrow<{ ended: number }>('POST', `${userPath(userId)}/sessions/end`),
    onSuccess: refresh,
  });
}

/** POST …/password-reset: mails the user a reset link (202). */
export function useSendPasswordReset(userId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequestOrThrow<{ status: 'reset_sent' }>('POST', `${userPath(userId)}/password-reset`),
  });
}
