import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      siteLinks: {},
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
        'siteLinks',
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
        'shareJobPerRecipientPerDay',
        'shareJobPerDayTotal',
        'overload',
        'queue',
        'live',
        'chat',
        'timedWork',
        'privacy',
        'retention',
        'auditCsvMaxRows',
      ].sort(),
    );
  });

  it('has the account, privacy and retention settings with defaults, read from the environment', () => {
    const defaults = loadConfig({});
    expect(defaults.authLimits).toMatchObject({
      passwordResetLinkSeconds: 30 * 60,
      passwordResetsPerAddressPerHour: 20,
      accountMailsPerRecipientPerHour: 3,
      emailChangeLinkSeconds: 24 * 3600,
    });
    expect(defaults.privacy).toEqual({
      deletionGraceDays: 14,
      deletionFreshSignInMinutes: 10,
      exportLinkHours: 24,
      exportsPerDay: 3,
      exportInlineMaxBytes: 10 * 1024 * 1024,
      exportMaxRowsPerTable: 50_000,
    });
    expect(defaults.retention).toEqual({
      defaultMonths: 24,
      sessionDays: 90,
      notificationDays: 365,
      auditDays: 730,
    });
    expect(defaults.auditCsvMaxRows).toBe(10_000);
    const set = loadConfig({
      PASSWORD_RESET_LINK_MINUTES: '5',
      ACCOUNT_DELETION_GRACE_DAYS: '0',
      RETENTION_DEFAULT_MONTHS: '6',
      ADMIN_AUDIT_CSV_MAX_ROWS: '50',
    });
    expect(set.authLimits.passwordResetLinkSeconds).toBe(300);
    expect(set.privacy.deletionGraceDays).toBe(0);
    expect(set.retention.defaultMonths).toBe(6);
    expect(set.auditCsvMaxRows).toBe(50);
    expect(() => loadConfig({ ACCOUNT_DELETION_GRACE_DAYS: '-1' })).toThrow(/ACCOUNT_DELETION_GRACE_DAYS/);
    expect(() => loadConfig({ RETENTION_DEFAULT_MONTHS: '0' })).toThrow(/RETENTION_DEFAULT_MONTHS/);
  });

  it('has live, conversation and timed-work settings with defaults, read from the environment', () => {
    const defaults = loadConfig({});
    expect(defaults.live).toEqual({ maxConnectionsPerUser: 20, heartbeatSeconds: 25 });
    expect(defaults.chat).toEqual({
      messagesPerMinute: 30,
      maxAttachments: 5,
      notifyDelaySeconds: 60,
      notifyIntervalSeconds: 3600,
    });
    expect(defaults.timedWork).toEqual({
      jobAlertIntervalSeconds: 86_400,
      jobAlertMaxJobs: 20,
      cron: '* * * * *',
    });
    const set = loadConfig({
      LIVE_MAX_CONNECTIONS_PER_USER: '3',
      LIVE_HEARTBEAT_SECONDS: '5',
      CHAT_MESSAGES_PER_MINUTE: '7',
      CHAT_MAX_ATTACHMENTS: '2',
      CHAT_NOTIFY_DELAY_SECONDS: '9',
      CHAT_NOTIFY_INTERVAL_SECONDS: '60',
      JOB_ALERT_INTERVAL_S: '2',
      JOB_ALERT_MAX_JOBS: '4',
      TIMED_WORK_CRON: '*/5 * * * *',
    });
    expect(set.live).toEqual({ maxConnectionsPerUser: 3, heartbeatSeconds: 5 });
    expect(set.chat).toEqual({
      messagesPerMinute: 7,
      maxAttachments: 2,
      notifyDelaySeconds: 9,
      notifyIntervalSeconds: 60,
    });
    expect(set.timedWork).toEqual({ jobAlertIntervalSeconds: 2, jobAlertMaxJobs: 4, cron: '*/5 * * * *' });
    expect(() => loadConfig({ CHAT_MAX_ATTACHMENTS: '11' })).toThrow(/CHAT_MAX_ATTACHMENTS/);
    expect(() => loadConfig({ TIMED_WORK_CRON: 'soon' })).toThrow(/TIMED_WORK_CRON/);
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
      SUPPORT_URL: 'https://help.example.com/chat',
      PROVIDER_WEBSITE_URL: '',
    });
    expect(config).toMatchObject({
      siteLinks: { supportUrl: 'https://help.example.com/chat' },
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
        SUPPORT_URL: 'javascript:alert(1)',
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
    expect(message).toContain('SUPPORT_URL: must be an http(s) URL');
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

  describe('the file manager’s limits against abuse (issue 22)', () => {
    const cases: [string, keyof ReturnType<typeof loadConfig>['files'], number, string][] = [
      ['FILE_QUOTA_BYTES', 'quotaBytes', 512 * 1024 * 1024, 'bytes'],
      ['FILE_QUOTA_FILES', 'quotaFiles', 300, 'files'],
      ['FILE_UPLOADS_PER_HOUR', 'uploadsPerHour', 60, 'uploads'],
      ['FILE_MIN_FREE_BYTES', 'minFreeBytes', 1024 * 1024 * 1024, 'bytes'],
      ['FILE_INCOMING_STALE_MINUTES', 'incomingStaleMinutes', 15, 'minutes'],
      ['FILE_ZIP_MAX_UNCOMPRESSED_BYTES', 'zipMaxUncompressedBytes', 200 * 1024 * 1024, 'bytes'],
      ['FILE_ZIP_MAX_RATIO', 'zipMaxRatio', 100, 'times'],
      ['FILE_WORK_TIMEOUT_MS', 'workTimeoutMs', 10_000, 'milliseconds'],
    ];
    for (const [variable, setting, byDefault, unit] of cases) {
      it(`reads ${variable} (${setting}), ${byDefault} by default, and refuses 0`, () => {
        expect(loadConfig({}).files[setting]).toBe(byDefault);
        expect(loadConfig({ [variable]: '7' }).files[setting]).toBe(7);
        expect(() => loadConfig({ [variable]: '0' })).toThrow(
          new RegExp(`${variable}: must be a whole number of ${unit} above 0`),
        );
      });
    }

    it('reads FILE_ORPHAN_MINUTES (orphanFileMinutes of the queue), 60 by default', () => {
      expect(loadConfig({}).queue.orphanFileMinutes).toBe(60);
      expect(loadConfig({ FILE_ORPHAN_MINUTES: '5' }).queue.orphanFileMinutes).toBe(5);
      expect(() => loadConfig({ FILE_ORPHAN_MINUTES: 'soon' })).toThrow(/FILE_ORPHAN_MINUTES/);
    });
  });
});

describe('load shedding settings (issue 22)', () => {
  it('sheds by default on the pool’s queue and the event loop’s delay; utilisation is off', () => {
    expect(loadConfig({}).overload).toEqual({
      enabled: true,
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 1,
      maxDbWaiting: 10,
      sampleIntervalMs: 250,
      retryAfterSeconds: 5,
    });
  });

  it('reads every OVERLOAD_* setting', () => {
    expect(
      loadConfig({
        OVERLOAD_SHEDDING: 'false',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '200',
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.9',
        OVERLOAD_MAX_DB_WAITING: '4',
        OVERLOAD_SAMPLE_INTERVAL_MS: '100',
        OVERLOAD_RETRY_AFTER_SECONDS: '30',
      }).overload,
    ).toEqual({
      enabled: false,
      maxEventLoopDelayMs: 200,
      maxEventLoopUtilization: 0.9,
      maxDbWaiting: 4,
      sampleIntervalMs: 100,
      retryAfterSeconds: 30,
    });
    // blank is unset: the default
    expect(loadConfig({ OVERLOAD_SHEDDING: '', OVERLOAD_MAX_DB_WAITING: ' ' }).overload).toMatchObject({
      enabled: true,
      maxDbWaiting: 10,
    });
  });

  it('names each bad OVERLOAD_* value', () => {
    expect(() => loadConfig({ OVERLOAD_SHEDDING: 'yes' })).toThrow(
      /OVERLOAD_SHEDDING: must be true or false/,
    );
    expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' })).toThrow(
      /OVERLOAD_MAX_EVENT_LOOP_DELAY_MS/,
    );
    for (const bad of ['0', '1.5', 'lots']) {
      expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: bad }), bad).toThrow(
        /OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: must be a number above 0 and at most 1/,
      );
    }
    expect(() => loadConfig({ OVERLOAD_MAX_DB_WAITING: '-1' })).toThrow(/OVERLOAD_MAX_DB_WAITING/);
    expect(() => loadConfig({ OVERLOAD_SAMPLE_INTERVAL_MS: '2.5' })).toThrow(/OVERLOAD_SAMPLE_INTERVAL_MS/);
    expect(() => loadConfig({ OVERLOAD_RETRY_AFTER_SECONDS: '0' })).toThrow(/OVERLOAD_RETRY_AFTER_SECONDS/);
  });
});

describe('share mail caps (issue 22)', () => {
  it('reads SHARE_JOB_PER_RECIPIENT_PER_DAY (1) and SHARE_JOB_PER_DAY_TOTAL (1000)', () => {
    expect(loadConfig({})).toMatchObject({ shareJobPerRecipientPerDay: 1, shareJobPerDayTotal: 1000 });
    expect(loadConfig({ SHARE_JOB_PER_RECIPIENT_PER_DAY: '3', SHARE_JOB_PER_DAY_TOTAL: '50' })).toMatchObject(
      { shareJobPerRecipientPerDay: 3, shareJobPerDayTotal: 50 },
    );
    expect(() => loadConfig({ SHARE_JOB_PER_RECIPIENT_PER_DAY: '0' })).toThrow(
      /SHARE_JOB_PER_RECIPIENT_PER_DAY/,
    );
  });
});
