import type { Kysely } from 'kysely';
import type { ProfileViewResponse } from '@talent/contracts';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { organisationsWithRole } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findCandidateCards, findSeekerBySubject } from '../pipeline/pipeline.repository.js';
import { PIPELINE_ROLES, toCandidate } from '../pipeline/pipeline.service.js';
import type { LocationJson, NameLanguage } from '../profile/profile.repository.js';
import * as profile from '../profile/profile.service.js';
import { findSeekersVisibleTo } from '../recommendations/recommendations.repository.js';
import { findProfilePlace } from './profile-view.repository.js';

type Place = ProfileViewResponse['place'];

function toPlace(location: LocationJson | null): Place {
  if (location === null) return null;
  return {
    countryCode: location.country?.countryCode.trim() ?? null,
    countryName: location.country?.countryName ?? null,
    stateName: location.state?.name ?? null,
    cityName: location.city?.cityName ?? null,
  };
}

const named = (id: string | number | null | undefined, name: string | null | undefined) =>
  id === null || id === undefined ? null : { id: String(id), name: name ?? null };

/**
 * The organisations in which the caller recruits (the pipeline's roles) that may see the seeker: the
 * rule of the recruiter's candidate panel (a searchable profile, or one that applied to or was
 * invited by the organisation).
 */
async function organisationsSeeing(db: Kysely<DB>, auth: AuthContext, seekerId: string): Promise<string[]> {
  const organisationIds = organisationsWithRole(auth, PIPELINE_ROLES);
  const visibleTo = await Promise.all(organisationIds.map((id) => findSeekersVisibleTo(db, id, [seekerId])));
  return organisationIds.filter((_, i) => visibleTo[i]?.includes(seekerId));
}

/** The caller's language for reference data: the `language` cookie, else their preference, else English. */
async function languageOf(
  db: Kysely<DB>,
  auth: AuthContext,
  cookie: string | undefined,
): Promise<NameLanguage> {
  return (
    profile.nameLanguageOf(cookie) ??
    profile.nameLanguageOf(await profile.preferredLanguage(db, auth.userId)) ??
    'en'
  );
}

/**
 * A job seeker's profile as the caller may see it (issue 13): their own, a searchable one, or one
 * an organisation in which the caller recruits may see; anyone else is 404, as an unknown subject.
 */
export async function getProfileView(
  db: Kysely<DB>,
  auth: AuthContext,
  subject: string,
  cookieLanguage: string | undefined,
): Promise<ProfileViewResponse> {
  const seeker = await findSeekerBySubject(db, subject);
  if (seeker === undefined) throw notFound('Profile');
  const own = seeker.id === auth.userId;
  const [lang, seenBy] = await Promise.all([
    languageOf(db, auth, cookieLanguage),
    own ? Promise.resolve([]) : organisationsSeeing(db, auth, seeker.id),
  ]);
  const base = await profile.loadUserProfile(db, seeker.id, lang);
  if (base === null) throw notFound('Profile');
  const user = base.userProfile;
  if (!own && !user.isSearchable && seenBy.length === 0) throw notFound('Profile');

  const [
    place,
    cards,
    experiences,
    educations,
    skills,
    languages,
    certifications,
    awards,
    trainings,
    projects,
    volunteerWorks,
    interests,
    onlineProfiles,
    recommendations,
  ] = await Promise.all([
    findProfilePlace(db, seeker.id, lang),
    seenBy.length === 0 ? Promise.resolve([]) : findCandidateCards(db, seenBy, [seeker.id]),
    profile.experiences(db, seeker.id, lang),
    profile.educations(db, seeker.id, lang),
    profile.userSkills(db, seeker.id),
    profile.userLanguages(db, seeker.id, lang),
    profile.certifications(db, seeker.id),
    profile.awards(db, seeker.id),
    profile.trainings(db, seeker.id),
    profile.projects(db, seeker.id, lang),
    profile.volunteerWorks(db, seeker.id, lang),
    profile.userInterests(db, seeker.id, lang),
    profile.onlineProfiles(db, seeker.id),
    profile.recommendations(db, seeker.id),
  ]);

  // contact: the owner's own; otherwise only as the recruiter's candidate panel shows it
  const card = cards[0];
  const contact = own
    ? { email: user.email, phone: user.phoneMobile ?? user.phoneHome ?? null }
    : card === undefined
      ? null
      : toCandidate(card).contact;

  return {
    subject: seeker.subject,
    fullName: user.fullName,
    title: user.title,
    about: user.aboutMe,
    photoUrl: base.photo?.aPIURL ?? null,
    backgroundUrl: user.bkgImg,
    place:
      place === undefined ||
      (place.countryCode === null && place.cityName === null && place.stateName === null)
        ? null
        : {
            countryCode: place.countryCode?.trim() ?? null,
            countryName: place.countryName,
            stateName: place.stateName,
            cityName: place.cityName,
          },
    yearsOfExperience: place?.yearsOfExperience ?? null,
    careerLevel: named(user.careerLevel?.id, user.careerLevel?.name),
    own,
    canRecommend: !own && user.isSearchable,
    contact,
    experiences: experiences.map((e) => ({
      id: e.id,
      jobTitle: e.jobTitle,
      companyName: e.companyName,
      companyLogoUrl: e.companyLogo?.aPIURL ?? null,
      description: e.jobDescription,
      dateFrom: e.dateFrom,
      dateTo: e.dateTo,
      isCurrent: e.isCurrent,
      industry: named(e.industry?.id, e.industry?.name),
      employmentType: named(e.employmentType?.id, e.employmentType?.employmentType),
      place: toPlace(e.location),
    })),
    educations: educations.map((e) => ({
      id: e.id,
      degreeLevel: named(e.degreeLevel?.id, e.degreeLevel?.degreeName),
      degreeTitle: e.degreeTitle,
      universityName: e.universityName,
      specialization: named(e.specialization?.id, e.specialization?.minorSubject),
      startDate: e.startDate,
      endDate: e.endDate,
      place: toPlace(e.location),
    })),
    // only approved endorsements count (`endorsed` is true exactly when approved)
    skills: skills.map((s) => ({
      id: s.id,
      skill: { id: s.skill.id, name: s.skill.skillName },
      level: s.skillLevelID,
      endorsementCount: s.endorsements.filter((e) => e.endorsed).length,
      endorsedByMe: s.endorsements.some((e) => e.endorsedBy.subject === auth.subject),
    })),
    languages: languages.map((l) => ({
      id: l.id,
      language: named(l.language.id, l.language.languageName),
      level: named(l.skillLevel.id, l.skillLevel.levelTitle),
    })),
    certifications: certifications.map((c) => ({
      id: c.id,
      title: c.certificationTitle,
      issuedBy: c.certificationIssuedBy,
      issuedDate: c.certificationIssuedDate,
    })),
    awards: awards.map((a) => ({
      id: a.id,
      title: a.awardTitle,
      issuedBy: a.awardsIssuedBy,
      issuedDate: a.awardsIssuedDate,
    })),
    trainings: trainings.map((t) => ({
      id: t.id,
      name: t.trainingName,
      instituteName: t.instituteName,
      subject: t.trainingSubject,
      description: t.trainingDescription,
      startDate: t.startDate,
      endDate: t.endDate,
    })),
    projects: projects
      .filter((p) => !p.isPrivate)
      .map((p) => ({
        id: p.id,
        title: p.projectTitle,
        description: p.projectDescription,
        companyName: p.companyName,
        url: p.projectURL,
        coverUrl: p.coverImg,
        startDate: p.startDate,
        endDate: p.endDate,
        place: toPlace(p.location),
      })),
    volunteerWorks: volunteerWorks
      .filter((v) => !v.isPrivate)
      .map((v) => ({
        id: v.id,
        title: v.title,
        description: v.description,
        link: v.link,
        coverUrl: v.workCover,
        startDate: v.startDate,
        endDate: v.endDate,
        place: toPlace(v.location),
      })),
    interests: interests.map((i) => ({
      id: i.id,
      interest: named(i.interest.id, i.interest.interestName),
      imageUrl: i.interest.interestImg,
    })),
    onlineProfiles: onlineProfiles.map((o) => ({
      id: o.id,
      facebook: o.facebook,
      twitter: o.twitter,
      linkedin: o.linkedin,
    })),
    recommendations: recommendations
      .filter((r) => r.status === 'approved')
      .map((r) => ({
        id: r.id,
        description: r.description,
        recommender: {
          fullName: r.recommendedBy.fullName,
          title: r.recommendedBy.title,
          photoUrl: r.recommendedBy.photo,
        },
      })),
  };
}
