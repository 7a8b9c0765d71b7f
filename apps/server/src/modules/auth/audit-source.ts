import type { FastifyRequest } from 'fastify';
import type { AuditSource } from './auth.repository.js';

/** Where a request came from, for its audit line. */
export function auditSource(request: FastifyRequest): AuditSource {
  const ua = request.headers['user-agent'];
  return {
    requestId: String(request.id),
    ip: request.ip,
    ...(typeof ua === 'string' ? { userAgent: ua } : {}),
  };
}
