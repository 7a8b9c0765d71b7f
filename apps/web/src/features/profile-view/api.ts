import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EndorseSkillBody,
  ProfileNote,
  ProfileViewResponse,
  WriteRecommendationBody,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow, isApiError } from '../../lib/api-client';

/** The cache key of one person's profile as the caller sees it. */
export const profileViewKey = (subject: string) => ['profile', 'view', subject] as const;

const base = (subject: string) => `/api/profile/${encodeURIComponent(subject)}`;

/** GET /api/profile/{subject}: a profile as the caller may see it (404: private or unknown, alike). */
export function useProfileView(subject: string) {
  return useQuery({
    queryKey: profileViewKey(subject),
    queryFn: ({ signal }) => apiGet<ProfileViewResponse>(base(subject), { signal }),
  });
}

/** POST /api/profile/{subject}/endorsements: the skill shows "endorsed by you" at once. */
export function useEndorseSkill(subject: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skillId: string) =>
      apiRequestOrThrow<ProfileNote>('POST', `${base(subject)}/endorsements`, {
        body: { skill: { id: skillId } } satisfies EndorseSkillBody,
      }),
    onSettled: (_answer, error, skillId) => {
      // a 409 means it was endorsed already: the same as a success for the button
      if (error === null || isApiError(error, 409))
        queryClient.setQueryData<ProfileViewResponse>(profileViewKey(subject), (old) =>
          old === undefined
            ? old
            : {
                ...old,
                skills: old.skills.map((s) => (s.skill.id === skillId ? { ...s, endorsedByMe: true } : s)),
              },
        );
    },
  });
}

/** POST /api/profile/{subject}/recommendations. */
export function useWriteRecommendation(subject: string) {
  return useMutation({
    mutationFn: (body: WriteRecommendationBody) =>
      apiRequestOrThrow<ProfileNote>('POST', `${base(subject)}/recommendations`, { body }),
  });
}
