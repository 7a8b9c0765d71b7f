import { z } from 'zod';
import { applicationStatusSchema } from './applications.js';
import { optionalUuid } from './common.js';
import { invitationStatusSchema, pipelineCandidateSchema, subjectSchema } from './pipeline.js';
import { fitFactsSchema, fitResultSchema } from './recommendations.js';

/**
 * One candidate as the recruiter's candidate panel shows them (issue 12): the profile as shared with
 * the organisation, with `jobId` where they stand in that job's pipeline and their fit to it, and
 * their applications to the organisation's jobs. The privacy rules are the pipeline's (issue 11):
 * contact details only once they applied to the organisation (directly or by accepting an
 * invitation), a profile that is not searchable only to organisations they applied to or were
 * invited by; anyone else is answered 404, as an unknown subject is.
 */

export const hrCandidateParamsSchema = z.object({ subject: subjectSchema });
export const hrCandidateQuerySchema = z.object({ jobId: optionalUuid });
export type HrCandidateQuery = z.infer<typeof hrCandidateQuerySchema>;

export const hrCandidateJobSchema = z.object({
  jobId: z.uuid(),
  jobTitle: z.string(),
  /** The application's status; null when the candidate has not applied to this job. */
  status: applicationStatusSchema.nullable(),
  applicationId: z.uuid().nullable(),
  appliedAt: z.iso.datetime().nullable(),
  /** The latest invitation to this job, shown `expired` from its deadline. */
  invitation: z
    .object({
      id: z.uuid(),
      status: invitationStatusSchema,
      createdAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
    })
    .nullable(),
  shortlisted: z.boolean(),
  fit: fitResultSchema,
  /** What the candidate and the job hold, by name (as the job seeker's own fit answer has them). */
  facts: fitFactsSchema,
});
export type HrCandidateJob = z.infer<typeof hrCandidateJobSchema>;

export const hrCandidateApplicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  status: applicationStatusSchema,
  appliedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type HrCandidateApplication = z.infer<typeof hrCandidateApplicationSchema>;

export const hrCandidateResponseSchema = z.object({
  candidate: pipelineCandidateSchema,
  aboutMe: z.string().nullable(),
  /** Present when `jobId` was asked. */
  job: hrCandidateJobSchema.nullable(),
  /** Their applications to the organisation's jobs, newest first. */
  applications: z.array(hrCandidateApplicationSchema),
});
export type HrCandidateResponse = z.infer<typeof hrCandidateResponseSchema>;
