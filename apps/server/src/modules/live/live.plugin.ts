import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { errorResponseSchema } from '@talent/contracts';
import type { LiveSettings } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { currentUser, isCrossSite, requireUser } from '../../plugins/auth.js';
import { LIVE_CHANNEL, type LiveMessage, parseLiveEvent } from './live-events.js';
import {
  CLOSE_SESSION_ENDED,
  CLOSE_TOO_MANY,
  type LiveConnection,
  LiveHub,
  PIPELINE_ROLES,
} from './live-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/** The live channel's path (a WebSocket); a plain GET there is told to upgrade. */
export const LIVE_PATH = '/router/rest/api/live';

/** What a tab may send: nothing but pings; a frame larger than this closes the connection. */
const MAX_INCOMING_BYTES = 1024;

/** Timers longer than this overflow setTimeout. */
const MAX_TIMER_MS = 2_147_483_647;

export interface LivePluginOptions {
  settings: LiveSettings;
  publicUrl: string;
}

/**
 * The live channel (issue 23; docs/decisions.md says why WebSocket): one WebSocket per signed-in
 * tab at LIVE_PATH, opened with the session cookie. It carries events only (live-events.ts); each
 * screen fetches what changed through the API. Events come from the database's NOTIFY, so a change
 * made through any server reaches the tabs on every server.
 *
 * A connection closes when its access token expires (the tab refreshes it and opens a new one),
 * when the session ends or the account is locked (by the triggers of migration 0015), and when the
 * server stops; a ping every LIVE_HEARTBEAT_SECONDS finds connections that went away silently.
 */
export const livePlugin = fp(async (app: FastifyInstance, opts: LivePluginOptions) => {
  const hub = new LiveHub(opts.settings.maxConnectionsPerUser);
  app.decorate('liveHub', hub);
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();

  const stopListening = await app.database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const event = parseLiveEvent(payload);
      if (event !== undefined) hub.deliver(event);
    },
    () => {
      // events sent while this server could not listen are lost: every tab fetches afresh
      for (const c of hub.all()) c.send({ type: 'resync' });
    },
  );

  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, opts.settings.heartbeatSeconds * 1000);
  heartbeat.unref();

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    // 1012: the service restarts; the tab connects again, to this server or another
    for (const socket of sockets) socket.close(1012, 'server restarting');
    // before the database closes (its plugin's onClose)
    await stopListening();
  });

  await app.register(websocket, {
    options: { maxPayload: MAX_INCOMING_BYTES, perMessageDeflate: false },
    // the plugin's own preClose would end the server's close early; ours above closes each socket
    preClose: (done) => {
      for (const socket of sockets) socket.terminate();
      done();
    },
  });

  const publicOrigin = new URL(opts.publicUrl).origin;
  // a WebSocket is not bound by the same-origin policy: another site's page could open one with
  // our cookie (cross-site WebSocket hijacking), so the Origin a browser sends must be ours
  const sameOrigin: preHandlerAsyncHookHandler = async (request) => {
    if (isCrossSite(request, publicOrigin)) {
      throw new AppError(403, 'cross_site', 'This request did not come from this site.');
    }
  };

  function open(socket: WebSocket, request: FastifyRequest): void {
    const auth = currentUser(request);
    const connection: LiveConnection = {
      userId: auth.userId,
      sessionId: auth.sessionId,
      organisationIds: auth.organisations
        .filter((o) => o.roles.some((r) => PIPELINE_ROLES.has(r)))
        .map((o) => o.id),
      send: (message: LiveMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      },
      close: (code, reason) => socket.close(code, reason),
    };
    if (!hub.add(connection)) {
      socket.close(CLOSE_TOO_MANY, 'too many live connections');
      return;
    }
    sockets.add(socket);
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('message', () => alive.set(socket, true));
    // the token this connection was opened with expires: the tab refreshes it and opens another
    const left = Math.max(0, (request.authExpiresAt ?? Date.now()) - Date.now());
    const expiry = setTimeout(
      () => socket.close(CLOSE_SESSION_ENDED, 'token expired'),
      Math.min(left, MAX_TIMER_MS),
    );
    expiry.unref();
    socket.on('close', () => {
      clearTimeout(expiry);
      sockets.delete(socket);
      hub.remove(connection);
    });
    connection.send({ type: 'hello', heartbeatSeconds: opts.settings.heartbeatSeconds });
  }

  app.route({
    method: 'GET',
    url: LIVE_PATH,
    schema: {
      tags: ['live'],
      summary:
        'The live channel: a WebSocket (events: notification, message, read, channel, pipeline, resync); a plain GET gets 426',
      response: {
        401: errorResponseSchema,
        403: errorResponseSchema,
        426: errorResponseSchema,
      },
    },
    preHandler: [requireUser(), sameOrigin],
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      return reply.code(426).send({
        error: 'upgrade_required',
        message: 'This address is a WebSocket: open it with an Upgrade: websocket request.',
      });
    },
    wsHandler: (socket, request) => open(socket, request),
  });
});
