import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExperienceInput,
  ProfileCompletionResponse,
  ProfileWriteResponse,
  SkillSearchResponse,
  UserProfilePatch,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../lib/api-client';
import { graphqlRequest, PROFILE_GRAPHQL_URL } from '../../lib/graphql-client';

/** The fields the profile screen shows, from the profile GraphQL query. */
const PROFILE_QUERY = `{ profile {
  percentageCompleted
  userProfile { fullName title aboutMe isSearchable }
  photo { id aPIURL }
  experiences { id jobTitle companyName jobDescription dateFrom dateTo isCurrent }
  userSkills { id skillLevelID skill { id skillName } }
} }`;

export interface MyProfile {
  percentageCompleted: number;
  userProfile: { fullName: string; title: string | null; aboutMe: string | null; isSearchable: boolean };
  photo: { id: string | null; aPIURL: string } | null;
  experiences: Experience[];
  userSkills: UserSkill[];
}

export interface UserSkill {
  id: string;
  /** 1 (beginner) to 5 (expert). */
  skillLevelID: number;
  skill: { id: string; skillName: string };
}

export interface Experience {
  id: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string | null;
  /** YYYY-MM-DD */
  dateFrom: string;
  dateTo: string | null;
  isCurrent: boolean;
}

export const PROFILE_KEY = ['profile', 'me'] as const;
export const COMPLETENESS_KEY = ['seeker', 'profile-completeness'] as const;

/** The GraphQL client answers null for any failure but a 401; the screen must show an error then. */
export class ProfileUnavailableError extends Error {
  constructor() {
    super('profile unavailable');
    this.name = 'ProfileUnavailableError';
  }
}

export function useMyProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }): Promise<MyProfile> => {
      const data = await graphqlRequest<{ profile: MyProfile | null }>(
        PROFILE_GRAPHQL_URL,
        PROFILE_QUERY,
        undefined,
        { signal },
      );
      if (data?.profile == null) throw new ProfileUnavailableError();
      return data.profile;
    },
  });
}

/**
 * PATCH of the profile itself (only the fields sent change). The answer's completion is put in the
 * cache at once, then the profile and the completeness queries are read again.
 */
export function usePatchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserProfilePatch) =>
      apiRequestOrThrow<ProfileCompletionResponse>('PATCH', '/api/job-seeker/profile', { body: patch }),
    onSuccess: async (answer, patch) => {
      queryClient.setQueryData<MyProfile>(PROFILE_KEY, (old) =>
        old === undefined
          ? old
          : {
              ...old,
              percentageCompleted: answer.percentageCompleted,
              userProfile: {
                ...old.userProfile,
                ...(patch.isSearchable !== undefined && { isSearchable: patch.isSearchable }),
              },
            },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: COMPLETENESS_KEY }),
      ]);
    },
  });
}

/** A change to one entry of a profile sub-list: added (no id), replaced (an id and a body) or removed. */
export type SectionWrite<T> =
  { id?: undefined; body: T } | { id: string; body: T } | { id: string; remove: true };

/** POST, PUT and DELETE under `/api/job-seeker/profile/{section}`; the header's completion follows each answer. */
export function useSectionWrite<T>(section: 'experiences' | 'skills') {
  const queryClient = useQueryClient();
  const base = `/api/job-seeker/profile/${section}`;
  return useMutation({
    mutationFn: (write: SectionWrite<T>) => {
      if ('remove' in write) return apiRequestOrThrow<ProfileWriteResponse>('DELETE', `${base}/${write.id}`);
      if (write.id === undefined)
        return apiRequestOrThrow<ProfileWriteResponse>('POST', base, { body: write.body });
      return apiRequestOrThrow<ProfileWriteResponse>('PUT', `${base}/${write.id}`, { body: write.body });
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData<MyProfile>(PROFILE_KEY, (old) =>
        old === undefined ? old : { ...old, percentageCompleted: answer.percentageCompleted },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: COMPLETENESS_KEY }),
      ]);
    },
  });
}

export type ExperienceWrite = SectionWrite<ExperienceInput>;

/** GET /api/reference/skill?q=: the skills whose name holds what was typed (two letters or more). */
export function useSkillSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['reference', 'skill', q.toLowerCase()],
    queryFn: ({ signal }) => apiGet<SkillSearchResponse>('/api/reference/skill', { query: { q }, signal }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
