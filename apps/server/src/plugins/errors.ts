import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@talent/contracts';
import { AppError } from '../lib/errors.js';

const statusCodes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** Every error leaves as `{error, message, fields?, requestId}`; nothing internal reaches the client. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const requestId = String(request.id);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const body: ErrorResponse = {
        error: 'bad_request',
        message: 'Some fields are not valid.',
        fields: err.validation.map((v) => {
          const where = err.validationContext ?? 'body';
          const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return { field: path === '' ? where : `${where}.${path}`, message: v.message ?? 'invalid' };
        }),
        requestId,
      };
      return reply.status(400).send(body);
    }
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .headers(err.headers)
        .send({
          error: err.code,
          message: err.message,
          ...(err.fields !== undefined ? { fields: err.fields } : {}),
          requestId,
        });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ error: 'internal', message: 'Something went wrong on our side.', requestId });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply
        .status(status)
        .send({ error: 'internal', message: 'Something went wrong on our side.', requestId });
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large) have safe messages.
    return reply
      .status(status)
      .send({ error: statusCodes[status] ?? 'bad_request', message: err.message, requestId });
  });
});
