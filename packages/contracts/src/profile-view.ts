import { z } from 'zod';
import { subjectSchema } from './pipeline.js';

/**
 * A job seeker's profile as another signed-in person sees it (issue 13, the screen
 * `/profile/{subject}`): the profile of a seeker whose profile is searchable, of one who applied to
 * (or was invited by) an organisation in which the caller recruits, or the caller's own; anyone else
 * is answered 404, as an unknown subject is. Only approved recommendations and endorsements, only
 * public projects and volunteer works; never identity numbers, birth date, gender, medical
 * information, documents, signatures or settings; contact details only to the owner and to the
 * recruiters of an organisation the seeker applied to. Reference data is named in the caller's
 * language (the `language` cookie, else their preferred language, else English).
 */

export const profileViewParamsSchema = z.object({ subject: subjectSchema });

const day = z.string().nullable();
const named = z.object({ id: z.string(), name: z.string().nullable() }).nullable();

export const profileViewPlaceSchema = z
  .object({
    countryCode: z.string().nullable(),
    countryName: z.string().nullable(),
    stateName: z.string().nullable(),
    cityName: z.string().nullable(),
  })
  .nullable();

export const profileViewResponseSchema = z.object({
  subject: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  about: z.string().nullable(),
  photoUrl: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  place: profileViewPlaceSchema,
  yearsOfExperience: z.number().nullable(),
  careerLevel: named,
  /** Whether the caller is the profile's owner. */
  own: z.boolean(),
  /**
   * Whether the caller may endorse the skills and write a recommendation: someone else, on a profile
   * recruiters can find (the notes' own rule); an applicant who is not searchable takes none.
   */
  canRecommend: z.boolean(),
  /** E-mail and phone: the owner's own, or a recruiter's of an organisation the seeker applied to. */
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  experiences: z.array(
    z.object({
      id: z.uuid(),
      jobTitle: z.string(),
      companyName: z.string().nullable(),
      companyLogoUrl: z.string().nullable(),
      description: z.string().nullable(),
      dateFrom: day,
      dateTo: day,
      isCurrent: z.boolean(),
      industry: named,
      employmentType: named,
      place: profileViewPlaceSchema,
    }),
  ),
  educations: z.array(
    z.object({
      id: z.uuid(),
      degreeLevel: named,
      degreeTitle: z.string().nullable(),
      universityName: z.string().nullable(),
      specialization: named,
      startDate: day,
      endDate: day,
      place: profileViewPlaceSchema,
    }),
  ),
  skills: z.array(
    z.object({
      id: z.uuid(),
      skill: named.unwrap(),
      level: z.number().nullable(),
      /** How many people endorsed the skill and the owner approved it. */
      endorsementCount: z.number().int(),
      /** Whether the caller endorsed it (whatever the owner answered, which stays theirs). */
      endorsedByMe: z.boolean(),
    }),
  ),
  languages: z.array(z.object({ id: z.uuid(), language: named, level: named })),
  certifications: z.array(
    z.object({ id: z.uuid(), title: z.string(), issuedBy: z.string().nullable(), issuedDate: day }),
  ),
  awards: z.array(
    z.object({ id: z.uuid(), title: z.string(), issuedBy: z.string().nullable(), issuedDate: day }),
  ),
  trainings: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      instituteName: z.string().nullable(),
      subject: z.string().nullable(),
      description: z.string().nullable(),
      startDate: day,
      endDate: day,
    }),
  ),
  projects: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      description: z.string().nullable(),
      companyName: z.string().nullable(),
      url: z.string().nullable(),
      coverUrl: z.string().nullable(),
      startDate: day,
      endDate: day,
      place: profileViewPlaceSchema,
    }),
  ),
  volunteerWorks: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      description: z.string().nullable(),
      link: z.string().nullable(),
      coverUrl: z.string().nullable(),
      startDate: day,
      endDate: day,
      place: profileViewPlaceSchema,
    }),
  ),
  interests: z.array(z.object({ id: z.uuid(), interest: named, imageUrl: z.string().nullable() })),
  onlineProfiles: z.array(
    z.object({
      id: z.uuid(),
      facebook: z.string().nullable(),
      twitter: z.string().nullable(),
      linkedin: z.string().nullable(),
    }),
  ),
  /** Approved recommendations only, newest first. */
  recommendations: z.array(
    z.object({
      id: z.uuid(),
      description: z.string(),
      recommender: z.object({
        fullName: z.string().nullable(),
        title: z.string().nullable(),
        photoUrl: z.string().nullable(),
      }),
    }),
  ),
});
export type ProfileViewResponse = z.infer<typeof profileViewResponseSchema>;
