import { stubFetchRoutes, type RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import type { MyProfile } from './api';
import type { ProfileExtras } from './files-api';

/** The profile REST address the profile's PATCH goes to. */
export const PATCH_PROFILE = 'PATCH /elevate-be/rest/api/job-seeker/profile';

export const MUSCAT = { id: 'e3e024cd-1906-4ddf-870a-fbd051517989', cityName: 'Muscat' };

export function buildExtras(overrides: Partial<ProfileExtras['userProfile']> = {}): ProfileExtras {
  return {
    userProfile: {
      yearsOfExperience: null,
      location: null,
      ...overrides,
    },
    userProfileVideoCvs: [],
  };
}

/** The profile query answers `profiles` in turn, each with `extras`' fields; other calls by `routes`. */
export function stubProfileAndExtras(
  profiles: MyProfile[],
  extras: ProfileExtras,
  routes: Record<string, RouteHandler> = {},
) {
  let reads = 0;
  return stubFetchRoutes({
    'POST /profile/x/': () => {
      const profile = profiles[Math.min(reads, profiles.length - 1)];
      reads += 1;
      return jsonResponse({
        data: {
          profile: profile && {
            ...profile,
            userProfile: { ...profile.userProfile, ...extras.userProfile },
            userProfileVideoCvs: extras.userProfileVideoCvs,
          },
        },
      });
    },
    ...routes,
  });
}

/** The JSON bodies of the PATCHes of the profile. */
export const patchesOf = (fetchMock: ReturnType<typeof stubFetchRoutes>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'PATCH' && String(input).endsWith('/api/job-seeker/profile'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
