import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieNames } from './cookies.js';

/** A browser that signed in keeps a random id for a year; it is only ever compared with a stored hash. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** `__Host-` on https: only this exact origin can set or read it. */
export const deviceCookieName = (secure: boolean) => cookieNames(secure).deviceId;

export function readDeviceId(request: FastifyRequest, secure: boolean): string | undefined {
  const value = request.cookies[deviceCookieName(secure)];
  return value !== undefined && /^[\w-]{32,64}$/.test(value) ? value : undefined;
}

export function setDeviceCookie(reply: FastifyReply, deviceId: string, secure: boolean): void {
  reply.setCookie(deviceCookieName(secure), deviceId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}
