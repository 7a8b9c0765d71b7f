import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(8080),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://jobs.example.com' })
    .optional(),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  SSO_SECRET_KEY: z
    .string()
    .trim()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  DEMO_DATA: z.enum(['auto', 'true', 'false'], { error: 'must be auto, true or false' }).default('auto'),
});

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Unset: the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** Fill an empty database with the demo world at start: `auto` = only the embedded one. */
  demoData: 'auto' | 'true' | 'false';
  /** Encrypts identity providers' client secrets; unset: a key kept in the database. */
  ssoSecretKey: string | undefined;
  /** Where the built web app is; unset or missing means API only. */
  webDistDir: string | undefined;
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
      const shown = key === 'DATABASE_URL' || key === 'SSO_SECRET_KEY' ? '(hidden)' : JSON.stringify(raw);
      return `  ${key}: ${issue.message} (got ${shown})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    ssoSecretKey: e.SSO_SECRET_KEY,
    webDistDir,
  };
}
