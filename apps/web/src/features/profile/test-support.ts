import { stubFetchRoutes, type RouteHandler } from '../../test/fetch-routes';
import { jsonResponse } from '../../test/factories';
import type { MyProfile } from './api';

/** The profile REST base the writes go to. */
export const PROFILE_REST = '/elevate-be/rest/api/job-seeker/profile';

/** A profile with every list empty; `userProfile` and the rest as given. */
export function buildProfile(
  overrides: Partial<MyProfile['userProfile']> = {},
  rest: Partial<MyProfile> = {},
): MyProfile {
  return {
    percentageCompleted: 20,
    userProfile: { fullName: 'Sara Haddad', title: null, aboutMe: null, isSearchable: true, ...overrides },
    photo: null,
    resume: null,
    experiences: [],
    userEducations: [],
    userSkills: [],
    userLanguages: [],
    userCertifications: [],
    userAwards: [],
    trainings: [],
    volunteerWorks: [],
    userInterests: [],
    onlineProfiles: [],
    userCareerAspirations: [],
    medicalInfos: [],
    userProjects: [],
    userProjectUsedSkills: [],
    userDocuments: [],
    userProfileVideoCvs: [],
    userSignatures: [],
    userSections: [],
    userSettings: [],
    userRecommandations: [],
    ...rest,
  };
}

/** The profile query answers `profiles` in turn (the last one repeats); other calls by `routes`. */
export function stubProfile(profiles: MyProfile[], routes: Record<string, RouteHandler> = {}) {
  let reads = 0;
  return stubFetchRoutes({
    'POST /profile/x/': () => {
      const profile = profiles[Math.min(reads, profiles.length - 1)];
      reads += 1;
      return jsonResponse({ data: { profile } });
    },
    // the pickers' reference data: empty lists unless a test gives its own
    'GET /elevate-be/rest/api/reference/job': () =>
      jsonResponse({
        countries: [],
        cities: [],
        currencies: [],
        languages: [],
        languageLevels: [],
        degreeLevels: [],
        careerLevels: [],
        contractTypes: [],
      }),
    'GET /elevate-be/rest/api/reference/profile': () =>
      jsonResponse({
        states: [],
        specializations: [],
        industries: [],
        interests: [],
        employmentTypes: [],
        sectionKeys: [],
        settingKeys: [],
      }),
    ...routes,
  });
}

/** The calls made to addresses under `base`, with their JSON bodies. */
export const writesTo = (fetchMock: ReturnType<typeof stubFetchRoutes>, base: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(base))
    .map(([input, init]) => ({
      call: `${init?.method ?? 'GET'} ${String(input)}`,
      body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
    }));
