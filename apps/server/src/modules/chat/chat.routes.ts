import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addChannelMemberRequestSchema,
  channelIdParamsSchema,
  channelListQuerySchema,
  channelListResponseSchema,
  channelSchema,
  errorResponseSchema,
  markReadRequestSchema,
  markReadResponseSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageSchema,
  openChannelRequestSchema,
  sendMessageRequestSchema,
} from '@talent/contracts';
import type { ChatSettings, FileSettings } from '../../config.js';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.js';
import * as service from './chat.service.js';

export interface ChatRoutesOptions {
  settings: ChatSettings;
  files: FileSettings;
  dataDir: string;
}

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/**
 * Conversations under /router/rest/api (register with the prefix `/router/rest`): a candidate and
 * the organisation's people with a say on the job, one conversation per (job, candidate). Issue 23;
 * docs/decisions.md, "Conversations". Attachments are uploaded through the file manager first
 * (`POST /fm/upload`) and named by id; every member may then download them.
 */
export async function chatRoutes(appBase: FastifyInstance, opts: ChatRoutesOptions): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['chat'];
  const signedIn = requireUser();
  // who may open a conversation: a job seeker (their own), or someone of an organisation
  const openers = requireRole('jobseeker', 'hr', 'hr_admin', 'publisher', 'member');
  const team = requireRole('hr', 'hr_admin', 'publisher', 'member');

  app.get(
    '/api/channels',
    {
      schema: {
        tags,
        summary: 'My conversations, latest activity first, each with its unread count',
        description:
          'Only the conversations the caller is a member of (optionally those about one job), ' +
          '`limit`/`offset` paged; `unreadTotal` counts unread messages across all of them.',
        querystring: channelListQuerySchema,
        response: { 200: channelListResponseSchema, ...refusals },
      },
      preHandler: signedIn,
    },
    async (request) => service.listChannels(db(), currentUser(request), request.query),
  );

  app.post(
    '/api/channels',
    {
      schema: {
        tags,
        summary: 'Open the conversation about a job with a candidate, or answer the existing one',
        description:
          'The hiring team names the candidate (`seekerId`: applied, invited or shortlisted); a job ' +
          'seeker leaves it out and may open one only about a job they applied to or were contacted ' +
          'about (403 `not_a_candidate` otherwise). 201 when it was created, 200 when it existed ' +
          '(a team member not in it yet joins it).',
        body: openChannelRequestSchema,
        response: { 200: channelSchema, 201: channelSchema, ...refusals },
      },
      preHandler: openers,
    },
    async (request, reply) => {
      const { created, channel } = await service.openChannel(db(), currentUser(request), request.body);
      return reply.code(created ? 201 : 200).send(channel);
    },
  );

  app.get(
    '/api/channels/:channelId',
    {
      schema: {
        tags,
        summary: 'One of my conversations',
        params: channelIdParamsSchema,
        response: { 200: channelSchema, ...refusals },
      },
      preHandler: signedIn,
    },
    async (request) => service.getChannel(db(), currentUser(request), request.params.channelId),
  );

  app.get(
    '/api/channels/:channelId/messages',
    {
      schema: {
        tags,
        summary: "A conversation's messages, oldest first, paged backwards with `before`",
        params: channelIdParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...refusals },
      },
      preHandler: signedIn,
    },
    async (request) =>
      service.listMessages(db(), currentUser(request), request.params.channelId, request.query),
  );

  app.post(
    '/api/channels/:channelId/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (plain text, and files uploaded through the file manager)',
        description:
          `At most CHAT_MAX_ATTACHMENTS files (now ${opts.settings.maxAttachments}), each one the ` +
          `sender uploaded; at most CHAT_MESSAGES_PER_MINUTE messages a minute (now ` +
          `${opts.settings.messagesPerMinute}) across conversations (429 with Retry-After). A ` +
          'candidate who withdrew their application reads but no longer writes (409 `read_only`).',
        params: channelIdParamsSchema,
        body: sendMessageRequestSchema,
        response: { 201: messageSchema, ...refusals, 409: errorResponseSchema, 429: errorResponseSchema },
      },
      preHandler: signedIn,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.sendMessage(
            db(),
            currentUser(request),
            opts.settings,
            request.params.channelId,
            request.body,
          ),
        ),
  );

  app.post(
    '/api/channels/:channelId/read',
    {
      schema: {
        tags,
        summary: 'Mark a conversation read up to a message (read receipts; never moves back)',
        params: channelIdParamsSchema,
        body: markReadRequestSchema,
        response: { 200: markReadResponseSchema, ...refusals },
      },
      preHandler: signedIn,
    },
    async (request) =>
      service.markRead(db(), currentUser(request), request.params.channelId, request.body.messageId),
  );

  app.post(
    '/api/addMemberToChannelDiscussion',
    {
      schema: {
        tags,
        summary: 'Add a colleague to a conversation (the hiring team only)',
        description:
          '`userName` is the colleague’s e-mail address: a member of the organisation as hr, ' +
          'hr_admin or publisher, or holding a role on the job (404 otherwise). 201 when added, 200 ' +
          'when they already were a member.',
        body: addChannelMemberRequestSchema,
        response: { 200: channelSchema, 201: channelSchema, ...refusals },
      },
      preHandler: team,
    },
    async (request, reply) => {
      const { created, channel } = await service.addMember(db(), currentUser(request), request.body);
      return reply.code(created ? 201 : 200).send(channel);
    },
  );
}
