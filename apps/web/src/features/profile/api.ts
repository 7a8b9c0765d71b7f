import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExperienceInput,
  ProfileCompletionResponse,
  ProfileSection,
  ProfileWriteResponse,
  SkillSearchResponse,
  UserProfilePatch,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../lib/api-client';
import { graphqlRequest, PROFILE_GRAPHQL_URL } from '../../lib/graphql-client';

/** Every field of the profile GraphQL query the profile screens show (each list is read once). */
const FILE = 'id aPIURL aPIFilename aPIContentType aPISize';
const LOCATION = 'location { country { id countryName } state { id name } city { id cityName } }';
export const PROFILE_QUERY = `{ profile {
  percentageCompleted
  userProfile {
    userID fullName title aboutMe isSearchable nationality dateOfBirth gender residentCardNo
    phoneMobile phoneHome email bkgImg careerLevel { id name } yearsOfExperience ${LOCATION}
  }
  photo { ${FILE} }
  resume { ${FILE} }
  experiences {
    id jobTitle companyName jobDescription dateFrom dateTo isCurrent
    industry { id name } employmentType { id employmentType } ${LOCATION}
  }
  userEducations {
    id degreeTitle universityName startDate endDate gpa degreeLevel { id degreeName }
    specialization { id minorSubject } ${LOCATION}
  }
  userSkills {
    id skillLevelID skill { id skillName }
    endorsements { id endorsed status endorsedBy { subject fullName photo } }
  }
  userLanguages { id language { id languageName } skillLevel { id levelTitle } }
  userCertifications { id certificationTitle certificationIssuedDate certificationIssuedBy }
  userAwards { id awardTitle awardsIssuedDate awardsIssuedBy }
  trainings { id trainingName instituteName trainingDate trainingDescription trainingSubject startDate endDate }
  volunteerWorks { id title description link startDate endDate workCover isPrivate ${LOCATION} }
  userInterests { id interest { id interestName interestImg } }
  onlineProfiles { id facebook twitter linkedin }
  userCareerAspirations {
    id industry { id name } employmentType frequencyOfTrips preferedCountry preferedCity preferedState
    salaryCurrency { id currencyCode } salaryRangeMin salaryRangeMax contractType { id contractTypeTitle }
  }
  medicalInfos { id bloodGroup height heightUnit weight weightUnit medicalCondition }
  userProjects {
    id projectTitle projectDescription coverImg companyName startDate endDate projectURL isPrivate ${LOCATION}
    projectAttachements { id attachement { ${FILE} } }
  }
  userProjectUsedSkills { id project { id } skill { id skillName } }
  userDocuments { id documentType document { ${FILE} } }
  userProfileVideoCvs { id isDefault videoCv { ${FILE} } }
  userSignatures { id title text font img { ${FILE} } }
  userSections { id sectionValue section { id sectionKey } }
  userSettings { id settingValue setting { id settingKey } }
  userRecommandations {
    id description status recommendedBy { userID title fullName aboutMe email photo }
  }
} }`;

/** A file as the file manager describes it. */
export interface ProfileFile {
  id: string | null;
  aPIURL: string;
  aPIFilename?: string | null;
  aPIContentType?: string | null;
  aPISize?: number | null;
}

/** Where an entry happened; names in the reader's language. */
export interface ProfileLocation {
  country: { id: string; countryName: string } | null;
  state: { id: string; name: string } | null;
  city: { id: string; cityName: string } | null;
}

export interface MyProfile {
  percentageCompleted: number;
  userProfile: {
    userID?: string;
    fullName: string;
    title: string | null;
    aboutMe: string | null;
    isSearchable: boolean;
    nationality?: string | null;
    dateOfBirth?: string | null;
    gender?: string | null;
    residentCardNo?: string | null;
    phoneMobile?: string | null;
    phoneHome?: string | null;
    email?: string | null;
    bkgImg?: string | null;
    careerLevel?: { id: string; name: string } | null;
    yearsOfExperience?: number | null;
    location?: ProfileLocation | null;
  };
  photo: ProfileFile | null;
  resume?: ProfileFile | null;
  experiences: Experience[];
  userEducations?: Education[];
  userSkills: UserSkill[];
  userLanguages?: UserLanguage[];
  userCertifications?: Certification[];
  userAwards?: Award[];
  trainings?: Training[];
  volunteerWorks?: VolunteerWork[];
  userInterests?: {
    id: string;
    interest: { id: string; interestName: string; interestImg: string | null };
  }[];
  onlineProfiles?: OnlineProfile[];
  userCareerAspirations?: CareerAspiration[];
  medicalInfos?: MedicalInfo[];
  userProjects?: Project[];
  userProjectUsedSkills?: { id: string; project: { id: string }; skill: { id: string; skillName: string } }[];
  userDocuments?: { id: string; documentType: string; document: ProfileFile | null }[];
  userProfileVideoCvs?: { id: string; isDefault: boolean; videoCv: ProfileFile | null }[];
  userSignatures?: {
    id: string;
    title: string;
    text: string | null;
    font: string | null;
    img: ProfileFile | null;
  }[];
  userSections?: { id: string; sectionValue: string; section: { id: string; sectionKey: string } }[];
  userSettings?: { id: string; settingValue: string; setting: { id: string; settingKey: string } }[];
  userRecommandations?: Recommendation[];
}

export interface UserSkill {
  id: string;
  /** 1 (beginner) to 5 (expert). */
  skillLevelID: number;
  skill: { id: string; skillName: string };
  endorsements?: {
    id: string;
    endorsed: boolean;
    endorsedBy: { subject: string; fullName: string; photo: string | null };
  }[];
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
  industry?: { id: string; name: string } | null;
  employmentType?: { id: string; employmentType: string } | null;
  location?: ProfileLocation | null;
}

export interface Education {
  id: string;
  degreeTitle: string;
  universityName: string;
  startDate: string | null;
  endDate: string | null;
  gpa: number | null;
  degreeLevel: { id: string; degreeName: string } | null;
  specialization: { id: string; minorSubject: string } | null;
  location: ProfileLocation | null;
}

export interface UserLanguage {
  id: string;
  language: { id: string; languageName: string };
  skillLevel: { id: string; levelTitle: string };
}

export interface Certification {
  id: string;
  certificationTitle: string;
  certificationIssuedDate: string | null;
  certificationIssuedBy: string | null;
}

export interface Award {
  id: string;
  awardTitle: string;
  awardsIssuedDate: string | null;
  awardsIssuedBy: string | null;
}

export interface Training {
  id: string;
  trainingName: string;
  instituteName: string | null;
  trainingDate: string | null;
  trainingDescription: string | null;
  trainingSubject: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface VolunteerWork {
  id: string;
  title: string;
  description: string | null;
  link: string | null;
  startDate: string | null;
  endDate: string | null;
  workCover: string | null;
  isPrivate: boolean;
  location: ProfileLocation | null;
}

export interface OnlineProfile {
  id: string;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
}

export interface CareerAspiration {
  id: string;
  industry: { id: string; name: string } | null;
  employmentType: string | null;
  frequencyOfTrips: string | null;
  preferedCountry: string | null;
  preferedCity: string | null;
  preferedState: string | null;
  salaryCurrency: { id: string; currencyCode: string } | null;
  salaryRangeMin: number | null;
  salaryRangeMax: number | null;
  contractType: { id: string; contractTypeTitle: string } | null;
}

export interface MedicalInfo {
  id: string;
  bloodGroup: string | null;
  height: number | null;
  heightUnit: string | null;
  weight: number | null;
  weightUnit: string | null;
  medicalCondition: string | null;
}

export interface Project {
  id: string;
  projectTitle: string;
  projectDescription: string | null;
  coverImg: string | null;
  companyName: string | null;
  startDate: string | null;
  endDate: string | null;
  projectURL: string | null;
  isPrivate: boolean;
  location: ProfileLocation | null;
  projectAttachements: { id: string; attachement: ProfileFile | null }[];
}

export interface Recommendation {
  id: string;
  description: string;
  /** pending, approved or declined */
  status: string;
  recommendedBy: {
    userID: string;
    title: string | null;
    fullName: string;
    aboutMe: string | null;
    email: string | null;
    photo: string | null;
  };
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

/** The profile query's key and reader, for hooks that select part of it. */
export const myProfileQuery = {
  queryKey: PROFILE_KEY,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MyProfile> => {
    const data = await graphqlRequest<{ profile: MyProfile | null }>(
      PROFILE_GRAPHQL_URL,
      PROFILE_QUERY,
      undefined,
      { signal },
    );
    if (data?.profile == null) throw new ProfileUnavailableError();
    return data.profile;
  },
};

export function useMyProfile() {
  return useQuery(myProfileQuery);
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
export function useSectionWrite<T>(section: ProfileSection) {
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

/** PUT `/api/job-seeker/profile/{section}/order` with every entry's id in the order wanted. */
export function useSectionOrder(section: ProfileSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      apiRequestOrThrow<ProfileCompletionResponse>('PUT', `/api/job-seeker/profile/${section}/order`, {
        body: { ids },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

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
