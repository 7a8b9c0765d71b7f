import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { parseS3Url, type S3Location } from './modules/files/storage-s3.js';
import type { RetentionSettings } from './modules/account/retention.js';
import type { AuthLimits } from './modules/auth/auth.service.js';
import type { GraphqlLimits } from './lib/graphql-guard.js';

/** A whole number above zero from the environment. */
function positiveInt(unit: string) {
  const message = `must be a whole number of ${unit} above 0`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
}

/** A whole number from 0 (0: at once). */
function wholeNumber(unit: string) {
  const message = `must be a whole number of ${unit}, 0 or more`;
  return z.coerce.number({ error: message }).int(message).min(0, message).max(2_147_483_647, message);
}

/** A number of bytes above zero from the environment (up to 8 PiB: quotas and disk floors may pass 2 GiB). */
function positiveBytes() {
  const message = 'must be a whole number of bytes above 0';
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(2 ** 53 - 1, message);
}

function isAddressOrRange(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (address === undefined || rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  if (!/^\d{1,3}$/.test(bits) || n > (family === 4 ? 32 : 128)) return false;
  try {
    new BlockList().addSubnet(address, n, family === 4 ? 'ipv4' : 'ipv6');
    return true;
  } catch {
    return false;
  }
}

/** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((a) => a.trim());
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(8080),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://jobs.example.com' })
    .optional(),
  SUPPORT_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://help.example.com' })
    .optional(),
  PROVIDER_WEBSITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.example.com' })
    .optional(),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  SSO_SECRET_KEY: z
    .string()
    .trim()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  DEMO_DATA: z.enum(['auto', 'true', 'false'], { error: 'must be auto, true or false' }).default('auto'),
  // --- enterprise sign-in (modules/enterprise-sso; docs/security.md) ---
  SSO_ALLOW_INSECURE_LOOPBACK: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  SSO_HTTP_TIMEOUT_MS: positiveInt('milliseconds').default(5_000),
  SSO_HTTP_MAX_BYTES: positiveInt('bytes').default(512 * 1024),
  SSO_LINK_SECONDS: positiveInt('seconds').default(10 * 60),
  SSO_DOMAIN_CHECK_INTERVAL_SECONDS: positiveInt('seconds').default(10),
  // --- the server's own limits (docs/security.md) ---
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (v) => /^(false|true|\d{1,2})$/.test(v) || v.split(',').every((a) => isAddressOrRange(a.trim())),
      'must be false, a number of proxy hops (1, 2, …) or a comma-separated list of proxy addresses or CIDR ranges',
    )
    .default('false'),
  REQUEST_TIMEOUT_MS: positiveInt('milliseconds').default(30_000),
  HEADERS_TIMEOUT_MS: positiveInt('milliseconds').default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt('milliseconds').default(5_000),
  MAX_CONNECTIONS: positiveInt('connections').default(4_096),
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt('connections').default(256),
  BODY_LIMIT_BYTES: positiveInt('bytes').default(1024 * 1024),
  INPUT_MAX_DEPTH: positiveInt('levels').default(32),
  INPUT_MAX_VALUES: positiveInt('values').default(10_000),
  SIGNIN_ADDRESS_LIMIT: positiveInt('attempts').default(30),
  SIGNIN_ADDRESS_WINDOW_SECONDS: positiveInt('seconds').default(60),
  SIGNIN_ACCOUNT_LIMIT: positiveInt('attempts').default(5),
  SIGNIN_ACCOUNT_WINDOW_SECONDS: positiveInt('seconds').default(15 * 60),
  PASSWORD_CHECK_LIMIT: positiveInt('attempts').default(5),
  PASSWORD_CHECK_WINDOW_SECONDS: positiveInt('seconds').default(15 * 60),
  SESSION_MAX_AGE_HOURS: positiveInt('hours').default(30 * 24),
  SIGNUP_LINK_HOURS: positiveInt('hours').default(24),
  PASSWORD_RESET_LINK_MINUTES: positiveInt('minutes').default(30),
  PASSWORD_RESET_PER_ADDRESS_PER_HOUR: positiveInt('requests').default(20),
  ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: positiveInt('mails').default(3),
  EMAIL_CHANGE_LINK_HOURS: positiveInt('hours').default(24),
  ACCOUNT_DELETION_GRACE_DAYS: wholeNumber('days').default(14),
  DELETION_FRESH_SIGN_IN_MINUTES: positiveInt('minutes').default(10),
  EXPORT_LINK_HOURS: positiveInt('hours').default(24),
  EXPORTS_PER_DAY: positiveInt('exports').default(3),
  EXPORT_INLINE_MAX_BYTES: positiveInt('bytes').default(10 * 1024 * 1024),
  EXPORT_MAX_ROWS_PER_TABLE: positiveInt('rows').default(50_000),
  RETENTION_DEFAULT_MONTHS: positiveInt('months').default(24),
  SESSION_RETENTION_DAYS: positiveInt('days').default(90),
  NOTIFICATION_RETENTION_DAYS: positiveInt('days').default(365),
  AUDIT_RETENTION_DAYS: positiveInt('days').default(730),
  ADMIN_AUDIT_CSV_MAX_ROWS: positiveInt('rows').default(10_000),
  // --- mail ---
  SMTP_URL: z
    .string()
    .trim()
    .regex(
      /^smtps?:\/\/\S+$/,
      'must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com',
    )
    .optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be an e-mail address').optional(),
  MAIL_TIMEOUT_MS: positiveInt('milliseconds').default(10_000),
  // --- the background queue (pg-boss; modules/mail) ---
  MAIL_QUEUE_POLL_SECONDS: positiveInt('seconds').default(2),
  MAIL_RETRY_LIMIT: positiveInt('retries').default(10),
  MAIL_RETRY_DELAY_SECONDS: positiveInt('seconds').default(30),
  MAIL_SEND_EXPIRE_SECONDS: positiveInt('seconds').default(300),
  FILE_ORPHAN_MINUTES: positiveInt('minutes').default(60),
  // --- sharing a job by e-mail (modules/job-share) ---
  SHARE_JOB_PER_HOUR: positiveInt('shares').default(10),
  SHARE_JOB_PER_RECIPIENT_PER_DAY: positiveInt('mails').default(1),
  SHARE_JOB_PER_DAY_TOTAL: positiveInt('mails').default(1000),
  // --- live delivery (modules/live): one WebSocket per signed-in tab ---
  LIVE_MAX_CONNECTIONS_PER_USER: positiveInt('connections').default(20),
  LIVE_HEARTBEAT_SECONDS: positiveInt('seconds').default(25),
  // --- conversations (modules/chat) ---
  CHAT_MESSAGES_PER_MINUTE: positiveInt('messages').default(30),
  CHAT_MAX_ATTACHMENTS: positiveInt('files').max(10, 'must be at most 10').default(5),
  CHAT_NOTIFY_DELAY_SECONDS: positiveInt('seconds').default(60),
  CHAT_NOTIFY_INTERVAL_SECONDS: positiveInt('seconds').default(3600),
  // --- timed work (modules/timed-work): job alerts, deadlines, reminders ---
  JOB_ALERT_INTERVAL_S: positiveInt('seconds').default(86_400),
  JOB_ALERT_MAX_JOBS: positiveInt('jobs').max(100, 'must be at most 100').default(20),
  TIMED_WORK_CRON: z
    .string()
    .trim()
    .regex(/^(\S+\s+){4}\S+$/, 'must be a cron expression of five fields, such as * * * * *')
    .default('* * * * *'),
  // --- load shedding (plugins/overload.ts): 503 with Retry-After while the server is saturated ---
  OVERLOAD_SHEDDING: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: positiveInt('milliseconds').default(1000),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce
    .number({ error: 'must be a number above 0 and at most 1' })
    .gt(0, 'must be a number above 0 and at most 1')
    .max(1, 'must be a number above 0 and at most 1')
    // 1: off. With the embedded database the queries run on the event loop's thread, so it is busy
    // at any real load; the queue (below) and the loop's delay tell saturation (bench/README.md)
    .default(1),
  OVERLOAD_MAX_DB_WAITING: positiveInt('queued queries').default(10),
  OVERLOAD_SAMPLE_INTERVAL_MS: positiveInt('milliseconds').default(250),
  OVERLOAD_RETRY_AFTER_SECONDS: positiveInt('seconds').default(5),
  // --- GraphQL (/profile/x/ and /workspace/x/graphql; lib/graphql-guard.ts) ---
  GRAPHQL_MAX_BYTES: positiveInt('bytes').default(16 * 1024),
  GRAPHQL_MAX_DEPTH: positiveInt('levels').default(7),
  GRAPHQL_MAX_ALIASES: positiveInt('aliases').default(10),
  GRAPHQL_MAX_TOKENS: positiveInt('tokens').default(1000),
  GRAPHQL_MAX_DIRECTIVES: positiveInt('directives').default(10),
  GRAPHQL_MAX_COST: positiveInt('cost points').default(2000),
  GRAPHQL_MAX_COST_ANONYMOUS: positiveInt('cost points').default(100),
  GRAPHQL_MAX_LIST_ROWS: positiveInt('rows').default(1000),
  GRAPHQL_TIMEOUT_MS: positiveInt('milliseconds').default(5_000),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  // --- the file manager (/fm/...; modules/files) ---
  FILE_MAX_IMAGE_BYTES: positiveInt('bytes').default(10 * 1024 * 1024),
  FILE_MAX_DOCUMENT_BYTES: positiveInt('bytes').default(20 * 1024 * 1024),
  FILE_MAX_VIDEO_BYTES: positiveInt('bytes').default(100 * 1024 * 1024),
  FILE_MAX_IMAGE_PIXELS: positiveInt('pixels').default(40_000_000),
  FILE_PREVIEW_MAX_PX: positiveInt('pixels').default(512),
  FILE_TOKEN_SECONDS: positiveInt('seconds').default(5 * 60),
  FILE_QUOTA_BYTES: positiveBytes().default(512 * 1024 * 1024),
  FILE_QUOTA_FILES: positiveInt('files').default(300),
  FILE_UPLOADS_PER_HOUR: positiveInt('uploads').default(60),
  FILE_MIN_FREE_BYTES: positiveBytes().default(1024 * 1024 * 1024),
  FILE_INCOMING_STALE_MINUTES: positiveInt('minutes').default(15),
  FILE_ZIP_MAX_UNCOMPRESSED_BYTES: positiveBytes().default(200 * 1024 * 1024),
  FILE_ZIP_MAX_RATIO: positiveInt('times').default(100),
  FILE_WORK_TIMEOUT_MS: positiveInt('milliseconds').default(10_000),
  FILE_WORK_MEMORY_MB: positiveInt('megabytes').default(128),
  FILE_WORK_CONCURRENCY: positiveInt('tasks').default(2),
  FILE_WORK_PER_ACCOUNT: positiveInt('tasks').default(1),
  FILE_STORAGE: z
    .string()
    .trim()
    .default('fs')
    .superRefine((value, ctx) => {
      if (value === 'fs') return;
      const parsed = parseS3Url(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
    }),
});

export interface PrivacySettings {
  deletionGraceDays: number;
  deletionFreshSignInMinutes: number;
  exportLinkHours: number;
  exportsPerDay: number;
  /** An export whose files total at most this is built in the request; a larger one by the queue. */
  exportInlineMaxBytes: number;
  exportMaxRowsPerTable: number;
}

/**
 * The help menu's "Contact support" (SUPPORT_URL; unset: the menu offers none) and where the locked
 * notice's "Got it" goes (PROVIDER_WEBSITE_URL; unset: it signs out).
 */
export interface SiteLinks {
  supportUrl?: string;
  providerWebsiteUrl?: string;
}

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  /** Where pages send people beyond the product, read by the web app at run time (page-shell.ts). */
  siteLinks: SiteLinks;
  dataDir: string;
  /** Unset: the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** How log lines look: `pretty` for people, `json` for machines; unset: pretty on a terminal. */
  logFormat: 'json' | 'pretty' | undefined;
  /** Fill an empty database with the demo world at start: `auto` = only the embedded one. */
  demoData: 'auto' | 'true' | 'false';
  /** Encrypts identity providers' client secrets; unset: a key kept in the database. */
  ssoSecretKey: string | undefined;
  /** Enterprise sign-in's calls to providers and domains, and its pending links (SSO_*). */
  sso: SsoSettings;
  /** Where the built web app is; unset or missing means API only. */
  webDistDir: string | undefined;
  /** Which proxies' X-Forwarded-For to believe (TRUST_PROXY). */
  trustProxy: TrustProxy;
  server: ServerLimits;
  /** Sign-in, password and session limits (SIGNIN_*, PASSWORD_CHECK_*, SESSION_MAX_AGE_HOURS, SIGNUP_LINK_HOURS, PASSWORD_RESET_*, ACCOUNT_MAILS_*, EMAIL_CHANGE_LINK_HOURS). */
  authLimits: AuthLimits;
  /** Export and deletion of a person's data (ACCOUNT_DELETION_GRACE_DAYS, DELETION_FRESH_SIGN_IN_MINUTES, EXPORT_*). */
  privacy: PrivacySettings;
  /** How long what is kept is kept (RETENTION_DEFAULT_MONTHS, SESSION_/NOTIFICATION_/AUDIT_RETENTION_DAYS). */
  retention: RetentionSettings;
  /** The most lines the audit log's CSV holds (ADMIN_AUDIT_CSV_MAX_ROWS). */
  auditCsvMaxRows: number;
  mail: { smtpUrl: string | undefined; from: string; timeoutMs: number };
  /** The background queue: how often a worker looks for mail, and how a failed send is retried (MAIL_*, FILE_ORPHAN_MINUTES). */
  queue: QueueSettings;
  /** The most jobs one job seeker may share by e-mail in an hour (SHARE_JOB_PER_HOUR). */
  shareJobPerHour: number;
  /** Share mails one recipient address may get in a day, from anyone (SHARE_JOB_PER_RECIPIENT_PER_DAY). */
  shareJobPerRecipientPerDay: number;
  /** Share mails the whole server sends in a day (SHARE_JOB_PER_DAY_TOTAL). */
  shareJobPerDayTotal: number;
  /** Load shedding: when the server answers 503 with Retry-After instead of queueing (OVERLOAD_*). */
  overload: OverloadSettings;
  /** The live channel's limits (LIVE_*). */
  live: LiveSettings;
  /** Conversations' limits and when unread messages are told by notification and mail (CHAT_*). */
  chat: ChatSettings;
  /** Job alerts, deadlines and reminders (JOB_ALERT_*, TIMED_WORK_CRON). */
  timedWork: TimedWorkSettings;
  /** Limits of the GraphQL endpoints (GRAPHQL_*). */
  graphql: GraphqlLimits;
  /** The file manager's limits (FILE_*); its bytes live under `dataDir`/files. */
  files: FileSettings;
}

/** Load shedding (plugins/overload.ts): thresholds past which requests get 503 with Retry-After. */
export interface OverloadSettings {
  /** OVERLOAD_SHEDDING: false turns shedding off (tests that measure other things). */
  enabled: boolean;
  /** The event loop's delay, sampled (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** The share of time the event loop is busy, 0 to 1 (OVERLOAD_MAX_EVENT_LOOP_UTILIZATION). */
  maxEventLoopUtilization: number;
  /** Queries waiting for a database connection (OVERLOAD_MAX_DB_WAITING). */
  maxDbWaiting: number;
  /** How often the measures are taken (OVERLOAD_SAMPLE_INTERVAL_MS). */
  sampleIntervalMs: number;
  /** What a shed request is told to wait (OVERLOAD_RETRY_AFTER_SECONDS). */
  retryAfterSeconds: number;
}

/** The live channel (modules/live). */
export interface LiveSettings {
  /** Open live connections one account may hold, on one server (LIVE_MAX_CONNECTIONS_PER_USER). */
  maxConnectionsPerUser: number;
  /** How often the server pings each connection, and drops one that did not answer (LIVE_HEARTBEAT_SECONDS). */
  heartbeatSeconds: number;
}

/** Conversations (modules/chat). */
export interface ChatSettings {
  /** Messages one account may send in a minute, across conversations (CHAT_MESSAGES_PER_MINUTE). */
  messagesPerMinute: number;
  /** Files one message may carry (CHAT_MAX_ATTACHMENTS, at most 10). */
  maxAttachments: number;
  /** A message still unread this long after it was sent is told by notification, and by mail per the recipient's settings (CHAT_NOTIFY_DELAY_SECONDS). */
  notifyDelaySeconds: number;
  /** At most one such notice per conversation and recipient in this time (CHAT_NOTIFY_INTERVAL_SECONDS). */
  notifyIntervalSeconds: number;
}

/** Timed work (modules/timed-work). */
export interface TimedWorkSettings {
  /** How often a saved search with alerts on may send its digest (JOB_ALERT_INTERVAL_S, default a day). */
  jobAlertIntervalSeconds: number;
  /** The most jobs one digest lists (JOB_ALERT_MAX_JOBS). */
  jobAlertMaxJobs: number;
  /** When the sweep of due work runs (TIMED_WORK_CRON, UTC; default every minute). */
  cron: string;
}

/** The background queue's settings (modules/mail). */
export interface QueueSettings {
  pollSeconds: number;
  retryLimit: number;
  /** The first retry's delay; each next one waits about twice as long. */
  retryDelaySeconds: number;
  /** A send taken by a worker that stopped is given to another after this. */
  expireInSeconds: number;
  /** An upload that nothing refers to is deleted once it is this old (FILE_ORPHAN_MINUTES). */
  orphanFileMinutes: number;
}

/** The file manager's limits (modules/files). */
export interface FileSettings {
  /** The largest JPEG, PNG or WebP upload (FILE_MAX_IMAGE_BYTES). */
  maxImageBytes: number;
  /** The largest PDF or DOCX upload (FILE_MAX_DOCUMENT_BYTES). */
  maxDocumentBytes: number;
  /** The largest MP4 or WebM upload, for video CVs (FILE_MAX_VIDEO_BYTES). */
  maxVideoBytes: number;
  /** The most pixels an uploaded image may have (FILE_MAX_IMAGE_PIXELS): no decompression bombs. */
  maxImagePixels: number;
  /** The longest side of an image preview (FILE_PREVIEW_MAX_PX). */
  previewMaxPx: number;
  /** How long a file token of /api/common/image/upload-token lives (FILE_TOKEN_SECONDS). */
  tokenSeconds: number;
  /** Where the bytes live (FILE_STORAGE): `fs` under DATA_DIR/files, or an S3-compatible bucket. */
  storage: { kind: 'fs' } | ({ kind: 's3' } & S3Location);
  /** Bytes one account may keep in files, unreferenced uploads included (FILE_QUOTA_BYTES). */
  quotaBytes: number;
  /** Files one account may keep, unreferenced uploads included (FILE_QUOTA_FILES). */
  quotaFiles: number;
  /** Uploads one account may make in an hour (FILE_UPLOADS_PER_HOUR). */
  uploadsPerHour: number;
  /** Below this much free disk space under DATA_DIR, uploads are refused with 507 (FILE_MIN_FREE_BYTES). */
  minFreeBytes: number;
  /** An upload being received that has not been written to for this long was cut off by a crash (FILE_INCOMING_STALE_MINUTES). */
  incomingStaleMinutes: number;
  /** The most a zip (DOCX) may hold once inflated, read from its central directory (FILE_ZIP_MAX_UNCOMPRESSED_BYTES). */
  zipMaxUncompressedBytes: number;
  /** The most a zip (DOCX) may inflate to, as a multiple of its size (FILE_ZIP_MAX_RATIO). */
  zipMaxRatio: number;
  /** The longest one piece of work on a user's file may run (PDF text, image re-encoding) (FILE_WORK_TIMEOUT_MS). */
  workTimeoutMs: number;
  /** The heap of the child process that reads a PDF; its whole memory may reach twice this plus 64 MB (FILE_WORK_MEMORY_MB). */
  workMemoryMb: number;
  /** Pieces of file work one server runs at once; more get 429 (FILE_WORK_CONCURRENCY). */
  workConcurrency: number;
  /** Pieces of file work one account runs at once; more get 429 (FILE_WORK_PER_ACCOUNT). */
  workPerAccount: number;
}

/** Timeouts and caps of the HTTP server itself. */
export interface ServerLimits {
  /** Whole request, body included (a body trickled byte by byte ends here). */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
  bodyLimitBytes: number;
  /** Objects and arrays nested in one another in a request's parameters, query or body (INPUT_MAX_DEPTH). */
  inputMaxDepth: number;
  /** Values in one part of a request (parameters, query or body), counted together (INPUT_MAX_VALUES). */
  inputMaxValues: number;
}

export interface SsoSettings {
  /**
   * Plain http, and loopback addresses, for identity providers (SSO_ALLOW_INSECURE_LOOPBACK). Default:
   * true only when PUBLIC_URL is http on localhost, 127.0.0.1 or [::1] (development and tests).
   */
  allowInsecureLoopback: boolean;
  /** The longest a call to a provider or a domain may take, answer included (SSO_HTTP_TIMEOUT_MS). */
  httpTimeoutMs: number;
  /** The largest answer read from one (SSO_HTTP_MAX_BYTES). */
  httpMaxBytes: number;
  /** How long a sign-in waits for an existing account's password to link it (SSO_LINK_SECONDS). */
  linkSeconds: number;
  /** The least time between two checks of one domain's verification (SSO_DOMAIN_CHECK_INTERVAL_SECONDS). */
  domainCheckIntervalSeconds: number;
}

/** A development address: plain http on this machine. */
function isLocalHttp(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export class ConfigError extends Error {}

/** Reads the environment into one typed config; every bad value is named in the error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDistDir?: string): AppConfig {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((k) => {
      const v = env[k];
      return [k, v === undefined || v.trim() === '' ? undefined : v];
    }),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '?');
      const raw = cleaned[key];
      const shown =
        key === 'DATABASE_URL' || key === 'SSO_SECRET_KEY' || key === 'SMTP_URL' || key === 'FILE_STORAGE'
          ? '(hidden)'
          : JSON.stringify(raw);
      return `  ${key}: ${issue.message} (got ${shown})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    siteLinks: {
      ...(e.SUPPORT_URL !== undefined ? { supportUrl: e.SUPPORT_URL } : {}),
      ...(e.PROVIDER_WEBSITE_URL !== undefined ? { providerWebsiteUrl: e.PROVIDER_WEBSITE_URL } : {}),
    },
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    demoData: e.DEMO_DATA,
    ssoSecretKey: e.SSO_SECRET_KEY,
    sso: {
      allowInsecureLoopback:
        e.SSO_ALLOW_INSECURE_LOOPBACK === undefined
          ? isLocalHttp(publicUrl)
          : e.SSO_ALLOW_INSECURE_LOOPBACK === 'true',
      httpTimeoutMs: e.SSO_HTTP_TIMEOUT_MS,
      httpMaxBytes: e.SSO_HTTP_MAX_BYTES,
      linkSeconds: e.SSO_LINK_SECONDS,
      domainCheckIntervalSeconds: e.SSO_DOMAIN_CHECK_INTERVAL_SECONDS,
    },
    webDistDir,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    server: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      inputMaxDepth: e.INPUT_MAX_DEPTH,
      inputMaxValues: e.INPUT_MAX_VALUES,
    },
    authLimits: {
      perAddress: e.SIGNIN_ADDRESS_LIMIT,
      perAddressWindowSeconds: e.SIGNIN_ADDRESS_WINDOW_SECONDS,
      perAccount: e.SIGNIN_ACCOUNT_LIMIT,
      perAccountWindowSeconds: e.SIGNIN_ACCOUNT_WINDOW_SECONDS,
      passwordChecks: e.PASSWORD_CHECK_LIMIT,
      passwordCheckWindowSeconds: e.PASSWORD_CHECK_WINDOW_SECONDS,
      sessionMaxAgeSeconds: e.SESSION_MAX_AGE_HOURS * 3600,
      signupLinkSeconds: e.SIGNUP_LINK_HOURS * 3600,
      passwordResetLinkSeconds: e.PASSWORD_RESET_LINK_MINUTES * 60,
      passwordResetsPerAddressPerHour: e.PASSWORD_RESET_PER_ADDRESS_PER_HOUR,
      accountMailsPerRecipientPerHour: e.ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR,
      emailChangeLinkSeconds: e.EMAIL_CHANGE_LINK_HOURS * 3600,
    },
    privacy: {
      deletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS,
      deletionFreshSignInMinutes: e.DELETION_FRESH_SIGN_IN_MINUTES,
      exportLinkHours: e.EXPORT_LINK_HOURS,
      exportsPerDay: e.EXPORTS_PER_DAY,
      exportInlineMaxBytes: e.EXPORT_INLINE_MAX_BYTES,
      exportMaxRowsPerTable: e.EXPORT_MAX_ROWS_PER_TABLE,
    },
    auditCsvMaxRows: e.ADMIN_AUDIT_CSV_MAX_ROWS,
    retention: {
      defaultMonths: e.RETENTION_DEFAULT_MONTHS,
      sessionDays: e.SESSION_RETENTION_DAYS,
      notificationDays: e.NOTIFICATION_RETENTION_DAYS,
      auditDays: e.AUDIT_RETENTION_DAYS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Talent Sourcing <no-reply@${new URL(publicUrl).hostname}>`,
      timeoutMs: e.MAIL_TIMEOUT_MS,
    },
    shareJobPerHour: e.SHARE_JOB_PER_HOUR,
    shareJobPerRecipientPerDay: e.SHARE_JOB_PER_RECIPIENT_PER_DAY,
    shareJobPerDayTotal: e.SHARE_JOB_PER_DAY_TOTAL,
    overload: {
      enabled: e.OVERLOAD_SHEDDING === 'true',
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxDbWaiting: e.OVERLOAD_MAX_DB_WAITING,
      sampleIntervalMs: e.OVERLOAD_SAMPLE_INTERVAL_MS,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    live: {
      maxConnectionsPerUser: e.LIVE_MAX_CONNECTIONS_PER_USER,
      heartbeatSeconds: e.LIVE_HEARTBEAT_SECONDS,
    },
    chat: {
      messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
      maxAttachments: e.CHAT_MAX_ATTACHMENTS,
      notifyDelaySeconds: e.CHAT_NOTIFY_DELAY_SECONDS,
      notifyIntervalSeconds: e.CHAT_NOTIFY_INTERVAL_SECONDS,
    },
    timedWork: {
      jobAlertIntervalSeconds: e.JOB_ALERT_INTERVAL_S,
      jobAlertMaxJobs: e.JOB_ALERT_MAX_JOBS,
      cron: e.TIMED_WORK_CRON,
    },
    queue: {
      pollSeconds: e.MAIL_QUEUE_POLL_SECONDS,
      retryLimit: e.MAIL_RETRY_LIMIT,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      expireInSeconds: e.MAIL_SEND_EXPIRE_SECONDS,
      orphanFileMinutes: e.FILE_ORPHAN_MINUTES,
    },
    graphql: {
      maxBytes: e.GRAPHQL_MAX_BYTES,
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      maxCost: e.GRAPHQL_MAX_COST,
      maxCostAnonymous: e.GRAPHQL_MAX_COST_ANONYMOUS,
      maxListRows: e.GRAPHQL_MAX_LIST_ROWS,
      timeoutMs: e.GRAPHQL_TIMEOUT_MS,
      introspection: e.GRAPHQL_INTROSPECTION === 'true',
    },
    files: {
      maxImageBytes: e.FILE_MAX_IMAGE_BYTES,
      maxDocumentBytes: e.FILE_MAX_DOCUMENT_BYTES,
      maxVideoBytes: e.FILE_MAX_VIDEO_BYTES,
      maxImagePixels: e.FILE_MAX_IMAGE_PIXELS,
      previewMaxPx: e.FILE_PREVIEW_MAX_PX,
      tokenSeconds: e.FILE_TOKEN_SECONDS,
      quotaBytes: e.FILE_QUOTA_BYTES,
      quotaFiles: e.FILE_QUOTA_FILES,
      uploadsPerHour: e.FILE_UPLOADS_PER_HOUR,
      minFreeBytes: e.FILE_MIN_FREE_BYTES,
      incomingStaleMinutes: e.FILE_INCOMING_STALE_MINUTES,
      zipMaxUncompressedBytes: e.FILE_ZIP_MAX_UNCOMPRESSED_BYTES,
      zipMaxRatio: e.FILE_ZIP_MAX_RATIO,
      workTimeoutMs: e.FILE_WORK_TIMEOUT_MS,
      workMemoryMb: e.FILE_WORK_MEMORY_MB,
      workConcurrency: e.FILE_WORK_CONCURRENCY,
      workPerAccount: e.FILE_WORK_PER_ACCOUNT,
      storage:
        e.FILE_STORAGE === 'fs'
          ? { kind: 'fs' }
          : { kind: 's3', ...(parseS3Url(e.FILE_STORAGE) as S3Location) },
    },
  };
}
