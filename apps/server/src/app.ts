import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { type Database, databaseOptionsFromConfig, openDatabase } from './db/database.js';
import { readBuildInfo } from './lib/build-info.js';
import { openApiTransform, openApiTransformObject, securitySchemes } from './lib/openapi-document.js';
import { prettyLogStream, wantsPrettyLogs } from './lib/log-output.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { applicationsRoutes } from './modules/applications/applications.routes.js';
import { assessmentsRoutes } from './modules/assessments/assessments.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import type { AuthLimits } from './modules/auth/auth.service.js';
import { cookieNames } from './modules/auth/cookies.js';
import {
  type EnterpriseSsoOptions,
  enterpriseSsoRoutes,
} from './modules/enterprise-sso/enterprise-sso.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes.js';
import { hrRoutes } from './modules/hr/hr.routes.js';
import { hrJobsRoutes } from './modules/hr-jobs/hr-jobs.routes.js';
import { hrCandidatesRoutes } from './modules/hr-candidates/hr-candidates.routes.js';
import { jobSeekerRoutes } from './modules/job-seeker/job-seeker.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.js';
import { languagesRoutes } from './modules/languages/languages.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { offersRoutes } from './modules/offers/offers.routes.js';
import { hrStatsRoutes } from './modules/hr-stats/hr-stats.routes.js';
import { organisationRoutes } from './modules/organisation/organisation.routes.js';
import { organisationLogoRoutes } from './modules/organisation-logo/organisation-logo.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { livePlugin } from './modules/live/live.plugin.js';
import { timedWorkPlugin } from './modules/timed-work/timed-work.plugin.js';
import { mailQueuePlugin } from './modules/mail/mail-queue.plugin.js';
import { pipelineRoutes } from './modules/pipeline/pipeline.routes.js';
import { profileGraphql } from './modules/profile/profile.graphql.js';
import { profileEditRoutes } from './modules/profile-edit/profile-edit.routes.js';
import { resumePrefillRoutes } from './modules/resume-prefill/resume-prefill.routes.js';
import { profileViewRoutes } from './modules/profile-view/profile-view.routes.js';
import { seekerListsRoutes } from './modules/seeker-lists/seeker-lists.routes.js';
import { jobShareRoutes } from './modules/job-share/job-share.routes.js';
import { talentCollectionsRoutes } from './modules/talent-collections/talent-collections.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { workspaceGraphql } from './modules/workspace/workspace.graphql.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { databasePlugin } from './plugins/database.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputHygienePlugin } from './plugins/input-hygiene.js';
import { overloadPlugin } from './plugins/overload.js';
import { webAppPlugin } from './plugins/web-app.js';

export interface BuildAppOptions {
  /** A database the caller owns (tests); otherwise the app opens one from the config and closes it. */
  database?: Database;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Sign-in limits over the configured ones; tests lower them. */
  authLimits?: Partial<AuthLimits>;
  /** Where mail goes instead of the configured SMTP server or outbox (tests read it). */
  mailer?: Mailer;
  /** `manual`: queued mail goes out only when `app.mailQueue.deliverDue()` is called (tests). */
  mailQueue?: 'worker' | 'manual';
  /** `manual`: timed work runs only when `app.timedWork.runDue(now)` is called; default as mailQueue. */
  timedWork?: 'worker' | 'manual';
  /** Enterprise sign-in: how host names resolve and how domains are checked (tests drive them). */
  enterpriseSso?: Pick<EnterpriseSsoOptions, 'resolve' | 'domainVerifier'>;
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify<Server, IncomingMessage, ServerResponse>({
    logger: {
      level: config.logLevel,
      ...(options.logStream
        ? { stream: options.logStream }
        : wantsPrettyLogs(config.logFormat)
          ? { stream: prettyLogStream() }
          : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          // the query string can carry search words; the path is enough to follow a request
          path: req.url.split('?')[0],
          ip: req.ip,
        }),
      },
    },
    // the incoming id is checked in genReqId rather than trusted as it stands
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    // behind a proxy, X-Forwarded-For names the client only for the proxies named here (TRUST_PROXY)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: config.server.bodyLimitBytes,
    // the http server with every timeout set: a request trickled byte by byte, or headers that never
    // end, are cut off instead of holding a connection (and a file descriptor) forever
    serverFactory: (handler) => {
      const server = createServer(
        {
          requestTimeout: config.server.requestTimeoutMs,
          headersTimeout: config.server.headersTimeoutMs,
          keepAliveTimeout: config.server.keepAliveTimeoutMs,
          connectionsCheckingInterval: Math.min(1000, config.server.headersTimeoutMs),
        },
        handler,
      );
      limitConnections(server, config);
      return server;
    },
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = options.database ?? (await openDatabase(databaseOptionsFromConfig(config)));
  await app.register(databasePlugin, { database, closeOnShutdown: options.database === undefined });
  await app.register(errorsPlugin);
  await app.register(overloadPlugin, config.overload);
  // before every route: control characters and runaway nesting are refused once, here
  await app.register(inputHygienePlugin, {
    maxDepth: config.server.inputMaxDepth,
    maxValues: config.server.inputMaxValues,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a style element at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
    // as the policy's frame-ancestors 'none' says: no page may frame ours, not even our own
    xFrameOptions: { action: 'deny' },
  });
  // before the routes, so that its hook sees every JSON answer
  await app.register(compressionPlugin);
  // the document served at /wf/api/v1/openapi.json, made exact by lib/openapi-document.ts
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Talent sourcing API',
        version: readBuildInfo().version,
        description: 'The REST API of the talent-sourcing product.',
      },
      servers: [{ url: config.publicUrl.replace(/\/+$/, '') }],
      components: {
        securitySchemes: securitySchemes(cookieNames(config.publicUrl.startsWith('https:')).accessToken),
      },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });

  const mailer =
    options.mailer ?? createMailer({ ...config.mail, outboxDir: path.join(config.dataDir, 'outbox') });
  if (options.mailer === undefined) app.addHook('onClose', async () => mailer.close());
  await app.register(mailQueuePlugin, {
    mailer,
    publicUrl: config.publicUrl,
    mailFrom: config.mail.from,
    settings: config.queue,
    dataDir: config.dataDir,
    files: config.files,
    mode: options.mailQueue ?? 'worker',
  });
  await app.register(authPlugin, {
    issuer: config.publicUrl,
    mailer,
    limits: { ...config.authLimits, ...options.authLimits },
  });

  await app.register(livePlugin, { settings: config.live, publicUrl: config.publicUrl });
  await app.register(timedWorkPlugin, {
    settings: config.timedWork,
    chat: config.chat,
    privacy: config.privacy,
    retention: config.retention,
    files: config.files,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    mode: options.timedWork ?? options.mailQueue ?? 'worker',
  });

  await app.register(systemRoutes, { startedAt: Date.now() });
  await app.register(authRoutes, { secureCookies: config.publicUrl.startsWith('https:') });
  await app.register(accountRoutes, {
    privacy: config.privacy,
    files: config.files,
    dataDir: config.dataDir,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await app.register(enterpriseSsoRoutes, {
    publicUrl: config.publicUrl,
    ...(config.ssoSecretKey !== undefined ? { secretKey: config.ssoSecretKey } : {}),
    ...config.sso,
    ...options.enterpriseSso,
  });
  await app.register(workspaceGraphql, { limits: config.graphql });
  await app.register(categoriesRoutes, { prefix: '/elevate-be/rest' });
  await app.register(referenceDataRoutes, { prefix: '/elevate-be/rest' });
  await app.register(jobsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(jobSeekerRoutes, { prefix: '/elevate-be/rest' });
  await app.register(hrRoutes, { prefix: '/elevate-be/rest' });
  await app.register(hrJobsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(applicationsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(recommendationsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(seekerListsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(jobShareRoutes, {
    prefix: '/elevate-be/rest',
    publicUrl: config.publicUrl,
    perHour: config.shareJobPerHour,
    perRecipientPerDay: config.shareJobPerRecipientPerDay,
    perDayTotal: config.shareJobPerDayTotal,
  });
  await app.register(profileEditRoutes, {
    prefix: '/elevate-be/rest',
    dataDir: config.dataDir,
    settings: config.files,
  });
  await app.register(organisationLogoRoutes, { prefix: '/elevate-be/rest' });
  await app.register(adminRoutes, { prefix: '/elevate-be/rest', auditCsvMaxRows: config.auditCsvMaxRows });
  await app.register(organisationRoutes, {
    prefix: '/elevate-be/rest',
    retentionDefaultMonths: config.retention.defaultMonths,
  });
  await app.register(talentCollectionsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(pipelineRoutes, { prefix: '/elevate-be/rest' });
  await app.register(hrCandidatesRoutes, { prefix: '/elevate-be/rest' });
  await app.register(profileViewRoutes, { prefix: '/elevate-be/rest' });
  await app.register(resumePrefillRoutes, {
    prefix: '/elevate-be/rest',
    dataDir: config.dataDir,
    settings: config.files,
  });
  await app.register(assessmentsRoutes, {
    prefix: '/elevate-be/rest',
    publicUrl: config.publicUrl,
    mailFrom: config.mail.from,
  });
  await app.register(offersRoutes, { prefix: '/elevate-be/rest' });
  await app.register(hrStatsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(notificationsRoutes, { prefix: '/router/rest' });
  await app.register(chatRoutes, {
    prefix: '/router/rest',
    settings: config.chat,
    files: config.files,
    dataDir: config.dataDir,
  });
  await app.register(profileGraphql, { limits: config.graphql });
  await app.register(languagesRoutes);
  await app.register(filesRoutes, { dataDir: config.dataDir, settings: config.files });
  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    siteLinks: config.siteLinks,
  });

  return app;
}

/**
 * Caps the connections the server holds: all of them (MAX_CONNECTIONS, below the process's file
 * descriptors) and, when clients connect directly, those of one address (MAX_CONNECTIONS_PER_ADDRESS),
 * so that one client holding connections open cannot starve everyone else.
 */
function limitConnections(server: Server, config: AppConfig): void {
  server.maxConnections = config.server.maxConnections;
  // behind a proxy every connection comes from the proxy: only the total applies there
  if (config.trustProxy !== false) return;
  const perAddress = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const open = (perAddress.get(address) ?? 0) + 1;
    if (open > config.server.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    perAddress.set(address, open);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });
}
