import type { FastifyRequest } from 'fastify';
import type { AuditSource } from './auth.repository.js';
import { mailLanguage, type MailLanguage } from './auth-mails.js';
import type { ClientMeta } from './client-meta.js';
import { readDeviceId } from './device-cookie.js';

/** Where a request came from: its network address, its browser, and its id in the logs. */
export interface RequestSource {
  ip: string;
  userAgent?: string;
  requestId: string;
}

/** A request's source and the language its mails are written in (the account's own links and notices). */
export type RequestMeta = ClientMeta & RequestSource & { language: MailLanguage };

function userAgent(request: FastifyRequest): { userAgent?: string } {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? { userAgent: ua } : {};
}

/** The audit line's "from where" of what is known of a request. */
export function sourceOf(meta: RequestSource): AuditSource {
  return {
    requestId: meta.requestId,
    ip: meta.ip,
    ...(meta.userAgent !== undefined ? { userAgent: meta.userAgent } : {}),
  };
}

/** Where a request came from, for its audit line. */
export function auditSource(request: FastifyRequest): AuditSource {
  return sourceOf(requestSource(request));
}

export function requestSource(request: FastifyRequest): RequestSource {
  return { ip: request.ip, ...userAgent(request), requestId: String(request.id) };
}

/** The language the person uses now: the cookie, else the browser's. */
export function requestLanguage(request: FastifyRequest): MailLanguage {
  return mailLanguage(request.cookies.language, request.headers['accept-language']);
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ...requestSource(request), language: requestLanguage(request) };
}

/**
 * What a sign-in knows of its client: the address, the browser, the device cookie, and the language
 * when the request says one (the notification mails are written in it).
 */
export function clientMeta(request: FastifyRequest, secureCookies: boolean): ClientMeta {
  const deviceId = readDeviceId(request, secureCookies);
  return {
    ip: request.ip,
    ...userAgent(request),
    ...(deviceId !== undefined ? { deviceId } : {}),
    ...(request.cookies.language !== undefined || request.headers['accept-language'] !== undefined
      ? { language: requestLanguage(request) }
      : {}),
  };
}
