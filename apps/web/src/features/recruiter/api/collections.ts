import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COLLECTION_PAGE_SIZE,
  type CandidatesFilterResponse,
  type TalentCollection,
  type TalentCollectionDetail,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import { candidateKeys } from './candidate';

export { COLLECTION_PAGE_SIZE };

const enc = encodeURIComponent;
const collectionPath = (id: string) => `/api/hr/talent-collection/${enc(id)}`;

/** Everything about collections lives under ['hr', 'collections'] (the candidate page's menu too). */
export const collectionKeys = {
  all: ['hr', 'collections'] as const,
  list: candidateKeys.collections,
  detail: (id: string, page: number) => ['hr', 'collections', 'detail', id, page] as const,
  search: (keyword: string) => ['hr', 'collections', 'search', keyword] as const,
};

/** GET /api/hr/talent-collection/{id}: a collection and one page (50) of its candidates. */
export function useCollection(id: string, page: number) {
  return useQuery({
    queryKey: collectionKeys.detail(id, page),
    queryFn: ({ signal }) =>
      apiGet<TalentCollectionDetail>(collectionPath(id), {
        query: { limit: COLLECTION_PAGE_SIZE, offset: (page - 1) * COLLECTION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: id !== '',
  });
}

function useSettleCollections() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: collectionKeys.all });
}

/** POST /api/hr/talent-collection (organisationId only when the caller recruits for several). */
export function useCreateCollection() {
  const settle = useSettleCollections();
  return useMutation({
    mutationFn: (body: { name: string; description: string; organisationId?: string }) =>
      apiRequestOrThrow<TalentCollection>('POST', '/api/hr/talent-collection', { body }),
    onSuccess: settle,
  });
}

/** PATCH /api/hr/talent-collection/{id}: a new name and description (an empty one removes it). */
export function useRenameCollection() {
  const settle = useSettleCollections();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name: string; description: string }) =>
      apiRequestOrThrow<TalentCollection>('PATCH', collectionPath(id), { body }),
    onSuccess: settle,
  });
}

/**
 * DELETE /api/hr/talent-collection/{id}: the candidates stay in the product. The deleted
 * collection's own page is not loaded again (it would only answer 404 while the screen leaves it).
 */
export function useDeleteCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequestOrThrow<null>('DELETE', collectionPath(id)),
    onSuccess: (_done, id) =>
      client.invalidateQueries({
        queryKey: collectionKeys.all,
        predicate: (query) => !(query.queryKey[2] === 'detail' && query.queryKey[3] === id),
      }),
  });
}

/** DELETE /api/hr/talent-collection/{id}/candidates/{subject}. */
export function useRemoveFromCollection() {
  const settle = useSettleCollections();
  return useMutation({
    mutationFn: ({ collectionId, subject }: { collectionId: string; subject: string }) =>
      apiRequestOrThrow<null>('DELETE', `${collectionPath(collectionId)}/candidates/${enc(subject)}`),
    onSuccess: settle,
  });
}

/** How many candidates the add dialog's search shows. */
export const CANDIDATE_SEARCH_SIZE = 10;

/** POST /api/candidates/filter by keyword: the candidates the organisation may see. */
export function useCandidateSearch(keyword: string) {
  return useQuery({
    queryKey: collectionKeys.search(keyword),
    queryFn: ({ signal }) =>
      apiRequestOrThrow<CandidatesFilterResponse>('POST', '/api/candidates/filter', {
        body: { keyword, limit: CANDIDATE_SEARCH_SIZE, offset: 0 },
        signal,
      }),
    enabled: keyword !== '',
  });
}
