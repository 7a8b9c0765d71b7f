import pretty from 'pino-pretty';

/** How log lines look (LOG_FORMAT); unset: pretty on a terminal, JSON anywhere else. */
export type LogFormat = 'json' | 'pretty' | undefined;

/** Pretty lines for a person at a terminal; JSON lines for files, pipes and log collectors. */
export function wantsPrettyLogs(format: LogFormat, out: { isTTY?: boolean } = process.stdout): boolean {
  return format === undefined ? out.isTTY === true : format === 'pretty';
}

/**
 * A stream that turns pino's JSON lines into one readable line each ("12:04:05 INFO: …"), written
 * synchronously in the process (no worker thread), so that lines and the welcome text never
 * interleave and nothing is lost when the process exits.
 */
export function prettyLogStream(destination: NodeJS.WritableStream | number = 1): NodeJS.WritableStream {
  return pretty({
    destination,
    sync: true,
    colorize: typeof destination === 'number' && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}
