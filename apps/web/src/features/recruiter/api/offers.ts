import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OFFER_PAGE_SIZE,
  offerStatuses,
  type Hire,
  type HrJobCardListResponse,
  type HrOffer,
  type HrOfferPage,
  type OfferStatus,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import { candidateKeys } from './candidate';
import { hrDashboardKey, hrJobKeys } from './job';
import { pipelineKeys } from './pipeline';

export { OFFER_PAGE_SIZE };

/** The offers screen's state in the address: `?status=&jobId=&page=`. */
export interface OfferListParams {
  status: OfferStatus | '';
  jobId: string;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOfferStatus(value: string): value is OfferStatus {
  return (offerStatuses as readonly string[]).includes(value);
}

export function readOffersAddress(params: URLSearchParams): OfferListParams {
  const status = params.get('status') ?? '';
  const jobId = params.get('jobId') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: isOfferStatus(status) ? status : '',
    jobId: UUID.test(jobId) ? jobId : '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

export function writeOffersAddress(query: OfferListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== '') params.set('status', query.status);
  if (query.jobId !== '') params.set('jobId', query.jobId);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const offerKeys = {
  all: ['hr', 'offers'] as const,
  list: (params: OfferListParams) => ['hr', 'offers', 'list', params] as const,
};

/** GET /api/hr/offer/list: the organisation's offers, last sent first, one page. */
export function useHrOffers(params: OfferListParams) {
  const query = {
    status: params.status,
    jobId: params.jobId,
    limit: OFFER_PAGE_SIZE,
    offset: (params.page - 1) * OFFER_PAGE_SIZE,
  };
  return useQuery({
    queryKey: offerKeys.list(params),
    queryFn: ({ signal }) => apiGet<HrOfferPage>('/api/hr/offer/list', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The organisation's jobs (any status, newest first) for the offers' job filter. */
export function useOfferJobs() {
  const query = { sort: 'newest', limit: 50, offset: 0 };
  return useQuery({
    queryKey: hrJobKeys.list({ ...query, offers: true }),
    queryFn: ({ signal }) => apiGet<HrJobCardListResponse>('/api/hr/my-job/search', { query, signal }),
  });
}

/** After a resend or a hire: the offers, the job's pipeline and counts, the candidate, the dashboard. */
function useSettleOffer() {
  const client = useQueryClient();
  return (jobId: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: offerKeys.all }),
      client.invalidateQueries({ queryKey: pipelineKeys.job(jobId) }),
      client.invalidateQueries({ queryKey: hrJobKeys.lists }),
      client.invalidateQueries({ queryKey: hrJobKeys.detail(jobId) }),
      client.invalidateQueries({ queryKey: candidateKeys.all }),
      client.invalidateQueries({ queryKey: hrDashboardKey }),
    ]).then(() => undefined);
}

/** POST /api/hr/offer/resend: sends the offer again with a renewed deadline (the server's default). */
export function useResendOffer() {
  const settle = useSettleOffer();
  return useMutation({
    mutationFn: (offer: HrOffer) =>
      apiRequestOrThrow<HrOffer>('POST', '/api/hr/offer/resend', { body: { offerId: offer.id } }),
    onSuccess: (offer) => settle(offer.job.id),
  });
}

/** POST /api/hr/offer/hire: hires the candidate of an accepted offer. */
export function useHireOffer() {
  const settle = useSettleOffer();
  return useMutation({
    mutationFn: (offer: HrOffer) =>
      apiRequestOrThrow<Hire>('POST', '/api/hr/offer/hire', { body: { offerId: offer.id } }),
    onSuccess: (hire) => settle(hire.job.id),
  });
}
