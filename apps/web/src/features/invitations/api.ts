import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerInvitationResponse, MyInvitation, MyInvitationPage } from '@talent/contracts';
import { apiGet, apiRequest, isApiError, isRefusal, type Refusal } from '../../lib/api-client';

/** Invitations asked for at once; the API answers at most 50 a page (contracts: PIPELINE_PAGE_SIZE). */
export const INVITATION_PAGE_SIZE = 20;

export const INVITATIONS_QUERY_KEY = ['seeker', 'invitations'] as const;

/**
 * The seeker's invitations, newest first, a page at a time ("Show more"). The API has neither a
 * status filter nor a lookup by job: the screens filter and find among the pages loaded.
 */
export function useMyInvitations() {
  return useInfiniteQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      apiGet<MyInvitationPage>('/api/job-seeker/my-invitation', {
        query: { limit: INVITATION_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/** Every invitation of the pages loaded, each once (a page may repeat one that moved meanwhile). */
export function loadedInvitations(pages: readonly MyInvitationPage[] | undefined): MyInvitation[] {
  const seen = new Set<string>();
  const out: MyInvitation[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/**
 * How an answer ended: `done` with the server's answer; `refused` with the apply checks' refusal
 * (notfound, molapi, ropapi, internal); `conflict` when the invitation had already been answered,
 * had expired or the seeker had already applied (409); a failure of any other kind is thrown.
 */
export type AnswerOutcome =
  | { kind: 'done'; answer: AnswerInvitationResponse }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'conflict'; message: string | null };

export async function answerInvitation(
  invitationId: string,
  accept: boolean,
  reason = '',
): Promise<AnswerOutcome> {
  const text = reason.trim();
  try {
    const result = await apiRequest<AnswerInvitationResponse>(
      'PUT',
      '/api/job-seeker/my-invitation/acceptOrReject',
      { body: { invitationId, accept, ...(text === '' ? {} : { reason: text }) } },
    );
    return isRefusal(result) ? { kind: 'refused', refusal: result } : { kind: 'done', answer: result };
  } catch (caught) {
    if (isApiError(caught, 409)) {
      const body = caught.body;
      return { kind: 'conflict', message: isRefusal(body) ? body.message : null };
    }
    // a 500 `internal` refusal is raised by the client; its body still carries the message
    if (isApiError(caught, 500) && isRefusal(caught.body)) return { kind: 'refused', refusal: caught.body };
    throw caught;
  }
}

export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      invitationId,
      accept,
      reason,
    }: {
      invitationId: string;
      accept: boolean;
      reason?: string;
    }) => answerInvitation(invitationId, accept, reason),
    // the list, the applications, the home's check and its figures all change with an answer
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['seeker'] }),
        client.invalidateQueries({ queryKey: ['session', 'job-seeker-check'] }),
      ]),
  });
}
