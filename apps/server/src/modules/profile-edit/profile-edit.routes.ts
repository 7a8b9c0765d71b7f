import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerProfileNoteBodySchema,
  jsonResumeImportPlanSchema,
  jsonResumeImportResultSchema,
  jsonResumeSchema,
  endorseSkillBodySchema,
  errorResponseSchema,
  profileNoteSchema,
  profileSubjectParamsSchema,
  writeRecommendationBodySchema,
  type ProfileSection,
  profileCompletionResponseSchema,
  profileItemParamsSchema,
  profileReorderBodySchema,
  profileSectionInputSchemas,
  profileSections,
  profileWriteResponseSchema,
  userProfilePatchSchema,
} from '@talent/contracts';
import type { FileSettings } from '../../config.js';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.js';
import { filesDeps, removeIfUnreferenced } from '../files/files.service.js';
import * as service from './profile-edit.service.js';
import * as resume from './json-resume.js';
import * as notes from './profile-notes.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
} as const;

/** What each sub-list is called in the API document. */
const TITLES: Record<ProfileSection, string> = {
  experiences: 'an experience',
  educations: 'an education',
  skills: 'a skill (with its level)',
  languages: 'a language (with its level)',
  certifications: 'a certification',
  awards: 'an award',
  trainings: 'a training',
  'volunteer-works': 'a volunteer work',
  interests: 'an interest',
  'online-profiles': 'an online profile',
  'career-aspirations': 'a career aspiration',
  'medical-infos': 'medical information',
  projects: 'a project (with its skills and files)',
  documents: 'a document (passport, degree, letter…)',
  'video-cvs': 'a video CV',
  signatures: 'a signature',
  sections: 'a custom section',
  settings: 'a profile setting',
};

/**
 * The job seeker writes their own profile (issue 13): the profile itself, and each sub-list of
 * spec section 3 by add, replace, remove and reorder. Another seeker's entry does not exist for
 * the caller (404). Every answer carries the completion after the write.
 */
export async function profileEditRoutes(
  appBase: FastifyInstance,
  options: { dataDir: string; settings: FileSettings },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // a replaced or removed file goes once nothing points at it
  const files = filesDeps(app.database.db, options);
  const release: service.ReleaseFiles = async (ids) => {
    for (const id of ids) await removeIfUnreferenced(files, id);
  };
  const seeker = requireRole('jobseeker');
  const tags = ['job-seeker profile'];

  app.patch(
    '/api/job-seeker/profile',
    {
      schema: {
        tags,
        summary: 'Change fields of the profile itself (only the fields sent; null clears one)',
        body: userProfilePatchSchema,
        response: { 200: profileCompletionResponseSchema, ...errors },
      },
      preHandler: seeker,
    },
    async (request) => service.patchProfile(db(), currentUser(request).userId, request.body, release),
  );

  // ───────────── JSON Resume ─────────────

  app.get(
    '/api/job-seeker/profile/json-resume',
    {
      schema: {
        tags,
        summary: 'The profile as a JSON Resume (schema 1.0.0)',
        response: { 200: jsonResumeSchema, ...errors },
      },
      preHandler: seeker,
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="resume.json"');
      return resume.exportJsonResume(db(), currentUser(request).userId);
    },
  );

  app.post(
    '/api/job-seeker/profile/json-resume/preview',
    {
      schema: {
        tags,
        summary: 'What importing this JSON Resume would change (nothing is written)',
        body: jsonResumeSchema,
        response: { 200: jsonResumeImportPlanSchema, ...errors },
      },
      preHandler: seeker,
    },
    async (request) => resume.previewJsonResume(db(), currentUser(request).userId, request.body),
  );

  app.post(
    '/api/job-seeker/profile/json-resume',
    {
      schema: {
        tags,
        summary: 'Import a JSON Resume into the profile: fields it lacks, entries it does not have',
        body: jsonResumeSchema,
        response: { 200: jsonResumeImportResultSchema, ...errors, 409: errorResponseSchema },
      },
      preHandler: seeker,
    },
    async (request) => resume.importJsonResume(db(), currentUser(request).userId, request.body),
  );

  for (const section of profileSections) {
    const body = profileSectionInputSchemas[section];
    const base = `/api/job-seeker/profile/${section}`;
    app.post(
      base,
      {
        schema: {
          tags,
          summary: `Add ${TITLES[section]} to the profile`,
          body,
          response: { 201: profileWriteResponseSchema, ...errors, 409: errorResponseSchema },
        },
        preHandler: seeker,
      },
      async (request, reply) => {
        const answer = await service.addEntry(db(), currentUser(request).userId, section, request.body);
        return reply.status(201).send(answer);
      },
    );
    app.put(
      `${base}/order`,
      {
        schema: {
          tags,
          summary: `Put the profile's ${section.replace('-', ' ')} in this order`,
          body: profileReorderBodySchema,
          response: { 200: profileCompletionResponseSchema, ...errors },
        },
        preHandler: seeker,
      },
      async (request) => service.reorderEntries(db(), currentUser(request).userId, section, request.body.ids),
    );
    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Replace ${TITLES[section]} of the profile`,
          params: profileItemParamsSchema,
          body,
          response: {
            200: profileWriteResponseSchema,
            ...errors,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
        preHandler: seeker,
      },
      async (request) =>
        service.replaceEntry(
          db(),
          currentUser(request).userId,
          section,
          request.params.id,
          request.body,
          release,
        ),
    );
    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Remove ${TITLES[section]} from the profile`,
          params: profileItemParamsSchema,
          response: { 200: profileWriteResponseSchema, ...errors, 404: errorResponseSchema },
        },
        preHandler: seeker,
      },
      async (request) =>
        service.removeEntry(db(), currentUser(request).userId, section, request.params.id, release),
    );
  }

  // ───────────── what others write on a profile, and the owner's answer ─────────────

  const signedIn = requireUser();
  const answerResponse = {
    200: profileNoteSchema,
    ...errors,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };

  app.post(
    '/api/profile/:subject/recommendations',
    {
      schema: {
        tags,
        summary: 'Recommend a job seeker (shown to others once they approve it)',
        params: profileSubjectParamsSchema,
        body: writeRecommendationBodySchema,
        response: { 201: profileNoteSchema, ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const note = await notes.writeRecommendation(
        db(),
        currentUser(request).userId,
        request.params.subject,
        request.body.description,
      );
      return reply.status(201).send(note);
    },
  );

  app.post(
    '/api/profile/:subject/endorsements',
    {
      schema: {
        tags,
        summary: "Endorse one of a job seeker's skills (shown to others once they approve it)",
        params: profileSubjectParamsSchema,
        body: endorseSkillBodySchema,
        response: { 201: profileNoteSchema, ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const note = await notes.endorseSkill(
        db(),
        currentUser(request).userId,
        request.params.subject,
        request.body.skill.id,
      );
      return reply.status(201).send(note);
    },
  );

  app.put(
    '/api/job-seeker/profile/recommendations/:id',
    {
      schema: {
        tags,
        summary: 'Approve or decline a recommendation written on your profile',
        params: profileItemParamsSchema,
        body: answerProfileNoteBodySchema,
        response: answerResponse,
      },
      preHandler: seeker,
    },
    async (request) =>
      notes.answerRecommendation(db(), currentUser(request).userId, request.params.id, request.body.status),
  );

  app.put(
    '/api/job-seeker/profile/endorsements/:id',
    {
      schema: {
        tags,
        summary: 'Approve or decline an endorsement of one of your skills',
        params: profileItemParamsSchema,
        body: answerProfileNoteBodySchema,
        response: answerResponse,
      },
      preHandler: seeker,
    },
    async (request) =>
      notes.answerEndorsement(db(), currentUser(request).userId, request.params.id, request.body.status),
  );
}
