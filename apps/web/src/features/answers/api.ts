import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnswerAssessmentBody,
  AnswerOfferBody,
  FreshoutOffer,
  MyFreshout,
  RequestRescheduleBody,
  SeekerAssessment,
  SeekerOffer,
  SeekerOfferPage,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow, isApiError } from '../../lib/api-client';

/** The most offers one page answers (OFFER_PAGE_SIZE); the seeker's offers for one job are among them. */
const OFFERS_LIMIT = 50;

const assessmentKey = (id: string) => ['seeker', 'assessment', id] as const;

/** The browser's IANA time zone: the seeker's own. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** True for the answer "someone got there first": already answered, changed or expired. */
export const isConflict = (error: unknown) => isApiError(error, 409);

export function useSeekerAssessment(id: string) {
  return useQuery({
    queryKey: assessmentKey(id),
    queryFn: ({ signal }) =>
      apiGet<SeekerAssessment>('/api/job-seeker/assesment/detail', { query: { id }, signal }),
  });
}

export function useAnswerAssessment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AnswerAssessmentBody, 'id'>) =>
      apiRequestOrThrow<SeekerAssessment>('POST', '/api/job-seeker/assesment/acceptOrReject', {
        body: { id, ...body },
      }),
    onSuccess: (answer) => client.setQueryData(assessmentKey(id), answer),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}

export function useRequestReschedule(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RequestRescheduleBody, 'id'>) =>
      apiRequestOrThrow<SeekerAssessment>('POST', '/api/job-seeker/assesment/reschedule', {
        body: { id, ...body },
      }),
    onSuccess: (answer) => client.setQueryData(assessmentKey(id), answer),
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}

/** One offer on screen: an employer's offer for an application, or a graduate (freshout) offer. */
export type ShownOffer = { type: 'offer'; offer: SeekerOffer } | { type: 'freshout'; offer: FreshoutOffer };

/** The newest first among those that still wait for an answer, else the newest of all. */
function pick<T extends { status: string }>(items: readonly T[], at: (item: T) => string): T | undefined {
  const newest = [...items].sort((a, b) => at(b).localeCompare(at(a)));
  return newest.find((item) => item.status === 'sent') ?? newest[0];
}

/**
 * The seeker's offer for a job (`id` a job's id; a graduate offer made for no job is found by its own
 * id instead): both lists are read, and when the job has both kinds the one that
 * waits for an answer is shown (the employer's offer when both wait); when neither waits, the one
 * that moved last (answered or sent), so an answer keeps the page on what was answered.
 */
export function chooseOffer(
  id: string,
  offers: readonly SeekerOffer[],
  freshout: readonly FreshoutOffer[],
): ShownOffer | null {
  const offer = pick(
    offers.filter((o) => o.job.id === id),
    (o) => o.lastSentAt,
  );
  const graduate = pick(
    freshout.filter((o) => o.jobId === id || (o.jobId === null && o.id === id)),
    (o) => o.sentAt,
  );
  if (offer === undefined) return graduate === undefined ? null : { type: 'freshout', offer: graduate };
  if (graduate === undefined || offer.status === 'sent') return { type: 'offer', offer };
  if (graduate.status === 'sent') return { type: 'freshout', offer: graduate };
  const offerMoved = offer.respondedAt ?? offer.lastSentAt;
  const graduateMoved = graduate.respondedAt ?? graduate.sentAt;
  return graduateMoved > offerMoved ? { type: 'freshout', offer: graduate } : { type: 'offer', offer };
}

export function useJobOffer(jobId: string) {
  const offers = useQuery({
    queryKey: ['seeker', 'offers'],
    queryFn: ({ signal }) =>
      apiGet<SeekerOfferPage>('/api/offers', { query: { limit: OFFERS_LIMIT }, signal }),
  });
  const freshout = useQuery({
    queryKey: ['seeker', 'freshout'],
    queryFn: ({ signal }) => apiGet<MyFreshout>('/api/job-seeker/freshout', { signal }),
  });
  const data =
    offers.data === undefined || freshout.data === undefined
      ? undefined
      : chooseOffer(jobId, offers.data.items, freshout.data.offers);
  return {
    data,
    isPending: offers.isPending || freshout.isPending,
    error: offers.error ?? freshout.error,
    refetch: () => Promise.all([offers.refetch(), freshout.refetch()]),
  };
}

export type OfferAnswer = { accept: true } | { accept: false; reason: string };

export function useAnswerOffer(shown: ShownOffer | null | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answer: OfferAnswer): Promise<unknown> => {
      if (shown == null) throw new Error('no offer');
      if (shown.type === 'freshout') {
        return answer.accept
          ? apiRequestOrThrow('PUT', '/api/job-seeker/freshout/offer-accept', {
              body: { offerID: shown.offer.id },
            })
          : apiRequestOrThrow('PUT', '/api/job-seeker/freshout/offer-reject', {
              body: { offerID: shown.offer.id, reason: answer.reason },
            });
      }
      const body: AnswerOfferBody = { offerId: shown.offer.id, accept: answer.accept };
      if (!answer.accept && answer.reason.trim() !== '') body.reason = answer.reason.trim();
      return apiRequestOrThrow('PUT', '/api/job-seeker/offer/acceptOrReject', { body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['seeker'] }),
  });
}
