import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicantMoveBody,
  HrApplicant,
  HrCandidateResponse,
  Hire,
  HrInvitation,
  HrOffer,
  SendOfferBody,
  ShortlistResponse,
  TalentCollectionListResponse,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import { hrDashboardKey, hrJobKeys } from './job';
import { isAnonymisedSubject } from './anonymised-subject';
import { pipelineKeys } from './pipeline';

const enc = encodeURIComponent;

export const candidateKeys = {
  all: ['hr', 'candidate'] as const,
  one: (subject: string, jobId: string | undefined) => ['hr', 'candidate', subject, jobId ?? ''] as const,
  applicant: (applicationId: string) => ['hr', 'applicant', applicationId] as const,
  collections: ['hr', 'collections', 'list'] as const,
};

/** GET /api/hr/candidate/{subject}: the candidate as shared with the organisation, with their place in the job. */
export function hrCandidateQuery(subject: string, jobId: string | undefined) {
  return {
    queryKey: candidateKeys.one(subject, jobId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<HrCandidateResponse>(`/api/hr/candidate/${enc(subject)}`, {
        query: jobId === undefined ? {} : { jobId },
        signal,
      }),
    // an anonymised candidate's placeholder names nobody: the server would answer 404
    enabled: subject !== '' && !isAnonymisedSubject(subject),
  };
}

export function useHrCandidate(subject: string, jobId: string | undefined) {
  return useQuery(hrCandidateQuery(subject, jobId));
}

/** GET /api/hr/job-applicant/{id}: one application with the timeline both sides see. */
export function hrApplicantQuery(applicationId: string | null) {
  return {
    queryKey: candidateKeys.applicant(applicationId ?? ''),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<HrApplicant>(`/api/hr/job-applicant/${enc(applicationId ?? '')}`, { signal }),
    enabled: applicationId !== null,
  };
}

export function useHrApplicant(applicationId: string | null) {
  return useQuery(hrApplicantQuery(applicationId));
}

/** After any move: the job's lists and counts, the candidate and their timeline, the dashboard. */
function useSettle(jobId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pipelineKeys.job(jobId) }),
      client.invalidateQueries({ queryKey: hrJobKeys.detail(jobId) }),
      client.invalidateQueries({ queryKey: hrJobKeys.lists }),
      client.invalidateQueries({ queryKey: candidateKeys.all }),
      client.invalidateQueries({ queryKey: ['hr', 'applicant'] }),
      client.invalidateQueries({ queryKey: hrDashboardKey }),
    ]).then(() => undefined);
}

/** POST /api/hr/job-invitation/{jobId}: invites the candidate to apply, with an optional message. */
export function useInvite(jobId: string) {
  const settle = useSettle(jobId);
  return useMutation({
    mutationFn: ({ subject, message }: { subject: string; message: string }) =>
      apiRequestOrThrow<HrInvitation>('POST', `/api/hr/job-invitation/${enc(jobId)}`, {
        body: message.trim() === '' ? { subject } : { subject, message: message.trim() },
      }),
    onSuccess: settle,
  });
}

/** PUT or DELETE /api/hr/wf/job/{id}/shortlist/{subject}. */
export function useShortlist(jobId: string) {
  const settle = useSettle(jobId);
  return useMutation({
    mutationFn: ({ subject, on }: { subject: string; on: boolean }) =>
      apiRequestOrThrow<ShortlistResponse>(
        on ? 'PUT' : 'DELETE',
        `/api/hr/wf/job/${enc(jobId)}/shortlist/${enc(subject)}`,
      ),
    onSuccess: settle,
  });
}

/** POST /api/hr/job-applicant/{id}/move: shortlist, reject (with a reason) or back to applied. */
export function useMoveApplicant(jobId: string) {
  const settle = useSettle(jobId);
  return useMutation({
    mutationFn: ({ applicationId, ...body }: ApplicantMoveBody & { applicationId: string }) =>
      apiRequestOrThrow<HrApplicant>('POST', `/api/hr/job-applicant/${enc(applicationId)}/move`, {
        body: body.reason === undefined || body.reason.trim() === '' ? { to: body.to } : body,
      }),
    onSuccess: settle,
  });
}

/** POST /api/hr/offer/send: an offer to an application after its interview. */
export function useSendOffer(jobId: string) {
  const settle = useSettle(jobId);
  return useMutation({
    mutationFn: (body: SendOfferBody) => apiRequestOrThrow<HrOffer>('POST', '/api/hr/offer/send', { body }),
    onSuccess: settle,
  });
}

/** POST /api/hr/hire: an interviewing or offered application is hired (with its accepted offer, if any). */
export function useHire(jobId: string) {
  const settle = useSettle(jobId);
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiRequestOrThrow<Hire>('POST', '/api/hr/hire', { body: { applicationId } }),
    onSuccess: settle,
  });
}

/** GET /api/hr/talent-collection: the organisation's talent collections. */
export function useTalentCollections(organisationId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...candidateKeys.collections, organisationId ?? ''],
    queryFn: ({ signal }) =>
      apiGet<TalentCollectionListResponse>('/api/hr/talent-collection', {
        query: organisationId === undefined ? {} : { organisationId },
        signal,
      }),
    enabled,
  });
}

/** PUT /api/hr/talent-collection/{id}/candidates/{subject}. */
export function useAddToCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, subject }: { collectionId: string; subject: string }) =>
      apiRequestOrThrow<unknown>(
        'PUT',
        `/api/hr/talent-collection/${enc(collectionId)}/candidates/${enc(subject)}`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['hr', 'collections'] }),
  });
}

/** The server's own words for a refusal (a 409 says why the move is not possible), else null. */
export function refusalMessage(error: unknown): string | null {
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return null;
}
