import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { type Database, databaseOptionsFromConfig, openDatabase } from './db/database.js';
import { readBuildInfo } from './lib/build-info.js';
import { applicationsRoutes } from './modules/applications/applications.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import type { AuthLimits } from './modules/auth/auth.service.js';
import { enterpriseSsoRoutes } from './modules/enterprise-sso/enterprise-sso.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { hrRoutes } from './modules/hr/hr.routes.js';
import { jobSeekerRoutes } from './modules/job-seeker/job-seeker.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.js';
import { languagesRoutes } from './modules/languages/languages.routes.js';
import { profileGraphql } from './modules/profile/profile.graphql.js';
import { seekerListsRoutes } from './modules/seeker-lists/seeker-lists.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { workspaceGraphql } from './modules/workspace/workspace.graphql.js';
import { authPlugin } from './plugins/auth.js';
import { databasePlugin } from './plugins/database.js';
import { errorsPlugin } from './plugins/errors.js';
import { webAppPlugin } from './plugins/web-app.js';

export interface BuildAppOptions {
  /** A database the caller owns (tests); otherwise the app opens one from the config and closes it. */
  database?: Database;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Sign-in limits; tests lower them. */
  authLimits?: Partial<AuthLimits>;
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
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
    trustProxy: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
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
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Talent sourcing API', version: readBuildInfo().version },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(authPlugin, {
    issuer: config.publicUrl,
    ...(options.authLimits ? { limits: options.authLimits } : {}),
  });

  await app.register(systemRoutes, { startedAt: Date.now() });
  await app.register(authRoutes, { secureCookies: config.publicUrl.startsWith('https:') });
  await app.register(enterpriseSsoRoutes, {
    publicUrl: config.publicUrl,
    ...(config.ssoSecretKey !== undefined ? { secretKey: config.ssoSecretKey } : {}),
  });
  await app.register(workspaceGraphql);
  await app.register(categoriesRoutes, { prefix: '/elevate-be/rest' });
  await app.register(jobsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(jobSeekerRoutes, { prefix: '/elevate-be/rest' });
  await app.register(hrRoutes, { prefix: '/elevate-be/rest' });
  await app.register(applicationsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(recommendationsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(seekerListsRoutes, { prefix: '/elevate-be/rest' });
  await app.register(profileGraphql);
  await app.register(languagesRoutes);
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  return app;
}
