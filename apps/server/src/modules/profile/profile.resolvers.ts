import type { FastifyReply, FastifyRequest } from 'fastify';
import { createGraphQLError } from 'graphql-yoga';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { LOCKED_MESSAGE } from '../../plugins/auth.js';
import type { NameLanguage } from './profile.repository.js';
import * as service from './profile.service.js';

export interface ProfileContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The spec's company list limit (section 9). One operation's companies fields together are held to
 * GRAPHQL_MAX_LIST_ROWS before any of them runs (lib/graphql-guard.ts), so aliases cannot multiply it.
 */
export const MAX_COMPANIES = 1000;

type UserProfileBase = NonNullable<Awaited<ReturnType<typeof service.loadUserProfile>>>;

/** The object the `profile` field resolves to; each list under it is read only when asked for. */
interface ProfileRoot {
  userId: string;
  lang: NameLanguage;
  /** The profile row (with résumé and photo), read once however many fields need it. */
  base: () => Promise<UserProfileBase>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function badInput(message: string, argument: string): Error {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}

/**
 * Resolvers over the profile service. The profile is the caller's own: anonymous callers get HTTP
 * 401 (the web app then signs in again) and locked accounts 403, through the `http` extension that
 * graphql-yoga turns into the response status. Companies are public.
 */
export function profileResolvers(db: Kysely<DB>) {
  const list =
    <T>(load: (db: Kysely<DB>, userId: string, lang: NameLanguage) => Promise<T>) =>
    (root: ProfileRoot): Promise<T> =>
      load(db, root.userId, root.lang);

  return {
    Query: {
      profile: async (_: unknown, __: unknown, ctx: ProfileContext): Promise<ProfileRoot> => {
        const auth = ctx.req.auth;
        if (auth === null) {
          throw createGraphQLError('Please sign in.', {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        }
        if (auth.locked) {
          throw createGraphQLError(LOCKED_MESSAGE, { extensions: { code: 'LOCKED', http: { status: 403 } } });
        }
        const lang =
          service.nameLanguageOf(ctx.req.cookies.language) ??
          service.nameLanguageOf(await service.preferredLanguage(db, auth.userId)) ??
          'en';
        let base: Promise<UserProfileBase> | undefined;
        return {
          userId: auth.userId,
          lang,
          base: () =>
            (base ??= service.loadUserProfile(db, auth.userId, lang).then((found) => {
              if (found === null)
                throw createGraphQLError('Profile not found.', { extensions: { code: 'NOT_FOUND' } });
              return found;
            })),
        };
      },

      companies: (_: unknown, args: { limit: number; offset: number }) => {
        if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > MAX_COMPANIES) {
          throw badInput(`limit must be between 1 and ${MAX_COMPANIES}.`, 'limit');
        }
        if (!Number.isInteger(args.offset) || args.offset < 0) {
          throw badInput('offset must not be negative.', 'offset');
        }
        return service.listCompanies(db, args.limit, args.offset);
      },

      company: (_: unknown, args: { organisationID: string }) => {
        if (!UUID.test(args.organisationID))
          throw badInput('organisationID is not a valid id.', 'organisationID');
        return service.getCompany(db, args.organisationID);
      },
    },

    Profile: {
      percentageCompleted: (root: ProfileRoot) => service.completionOf(db, root.userId),
      userProfile: async (root: ProfileRoot) => (await root.base()).userProfile,
      resume: async (root: ProfileRoot) => (await root.base()).resume,
      photo: async (root: ProfileRoot) => (await root.base()).photo,
      userProfileVideoCvs: list(service.videoCvs),
      userSettings: list(service.userSettings),
      experiences: list(service.experiences),
      medicalInfos: list(service.medicalInfos),
      onlineProfiles: list(service.onlineProfiles),
      trainings: list(service.trainings),
      userAwards: list(service.awards),
      userLanguages: list(service.userLanguages),
      userCareerAspirations: list(service.careerAspirations),
      userCertifications: list(service.certifications),
      userDocuments: list(service.documents),
      userEducations: list(service.educations),
      userInterests: list(service.userInterests),
      userProjects: list(service.projects),
      userProjectUsedSkills: list(service.projectUsedSkills),
      userSkills: list(service.userSkills),
      userGainedSkills: list(service.gainedSkills),
      userRecommandations: list(service.recommendations),
      userSections: list(service.userSections),
      volunteerWorks: list(service.volunteerWorks),
      userSignatures: list(service.signatures),
    },
  };
}
