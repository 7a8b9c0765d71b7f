import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: './data',
      databaseUrl: undefined,
      logLevel: 'info',
      logFormat: undefined,
      demoData: 'auto',
      ssoSecretKey: undefined,
      webDistDir: undefined,
      trustProxy: false,
      server: {
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 4_096,
        maxConnectionsPerAddress: 256,
        bodyLimitBytes: 1024 * 1024,
      },
      authLimits: {
        perAddress: 30,
        perAddressWindowSeconds: 60,
        perAccount: 5,
        perAccountWindowSeconds: 900,
        passwordChecks: 5,
        passwordCheckWindowSeconds: 900,
        sessionMaxAgeSeconds: 30 * 24 * 3600,
        signupLinkSeconds: 24 * 3600,
      },
      mail: { smtpUrl: undefined, from: 'Talent Sourcing <no-reply@localhost>', timeoutMs: 10_000 },
    });
    // every group of settings is listed here or in its own module's tests (GraphQL, enterprise sign-in)
    expect(Object.keys(loadConfig({})).sort()).toEqual(
      [
        'port',
        'host',
        'publicUrl',
        'dataDir',
        'databaseUrl',
        'logLevel',
        'logFormat',
        'demoData',
        'ssoSecretKey',
        'webDistDir',
        'trustProxy',
        'server',
        'authLimits',
        'mail',
        'graphql',
        'sso',
        'files',
        'shareJobPerHour',
        'queue',
      ].sort(),
    );
  });

  it('reads every variable and treats blank values as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://jobs.example.com/',
      DATA_DIR: '/var/lib/talent',
      DATABASE_URL: 'postgres://u:p@db:5432/talent',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      DEMO_DATA: '',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      publicUrl: 'https://jobs.example.com',
      dataDir: '/var/lib/talent',
      databaseUrl: 'postgres://u:p@db:5432/talent',
      logLevel: 'warn',
      logFormat: 'pretty',
      demoData: 'auto',
    });
  });

  it('names every bad value in one clear error and never prints the database URL', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'ftp://x',
        DATABASE_URL: 'mysql://secret@db',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: must be a whole number between 1 and 65535 (got "eighty")');
    expect(message).toContain(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(message).toContain('PUBLIC_URL: must be an http(s) URL');
    expect(message).toContain(
      'DATABASE_URL: must be a postgres:// or postgresql:// connection URL (got (hidden))',
    );
    expect(message).not.toContain('secret');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '1.5' })).toThrow(/PORT/);
  });

  it('reads the hourly limit of shared jobs (SHARE_JOB_PER_HOUR), 10 by default', () => {
    expect(loadConfig({}).shareJobPerHour).toBe(10);
    expect(loadConfig({ SHARE_JOB_PER_HOUR: '3' }).shareJobPerHour).toBe(3);
    expect(loadConfig({}).queue).toEqual({
      pollSeconds: 2,
      retryLimit: 10,
      retryDelaySeconds: 30,
      expireInSeconds: 300,
      orphanFileMinutes: 60,
    });
    expect(
      loadConfig({ MAIL_QUEUE_POLL_SECONDS: '5', MAIL_RETRY_LIMIT: '3', FILE_ORPHAN_MINUTES: '48' }).queue,
    ).toMatchObject({ pollSeconds: 5, retryLimit: 3, orphanFileMinutes: 48 });
    expect(() => loadConfig({ MAIL_RETRY_DELAY_SECONDS: '0' })).toThrow(/MAIL_RETRY_DELAY_SECONDS/);
    expect(() => loadConfig({ SHARE_JOB_PER_HOUR: '0' })).toThrow(
      /SHARE_JOB_PER_HOUR: must be a whole number of shares above 0/,
    );
  });
});
