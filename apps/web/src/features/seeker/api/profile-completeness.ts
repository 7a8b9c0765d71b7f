import { useQuery } from '@tanstack/react-query';
import { graphqlRequest, PROFILE_GRAPHQL_URL } from '../../../lib/graphql-client';

const PROFILE_QUERY = '{ profile { percentageCompleted resume { id } } }';

interface ProfileProgress {
  profile: { percentageCompleted: number; resume: { id: string | null } | null } | null;
}

export interface ProfileCompleteness {
  /** 0 to 100; undefined when the profile service did not answer. */
  percent: number | undefined;
  hasResume: boolean | undefined;
}

/** The profile query's completeness (the same figure as the Getting Started checklist). */
export function useProfileCompleteness(enabled: boolean) {
  return useQuery({
    queryKey: ['seeker', 'profile-completeness'],
    queryFn: async ({ signal }): Promise<ProfileCompleteness> => {
      const data = await graphqlRequest<ProfileProgress>(PROFILE_GRAPHQL_URL, PROFILE_QUERY, undefined, {
        signal,
      });
      const profile = data?.profile ?? null;
      return {
        percent: profile?.percentageCompleted,
        hasResume: profile === null ? undefined : profile.resume !== null && profile.resume.id !== null,
      };
    },
    enabled,
  });
}
