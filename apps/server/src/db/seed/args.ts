/** `npm run db:seed -- --jobs N --seekers M [--organisations K] [--seed S] [--rebuild-indexes auto|always|never]` */

export interface SeedArgs {
  jobs: number;
  seekers: number;
  /** Unset: max(50, jobs / 200). */
  organisations: number | undefined;
  seed: number;
  rebuildIndexes: 'auto' | 'always' | 'never';
  help: boolean;
}

export class SeedArgsError extends Error {}

export const usage = `Usage: npm run db:seed -- [options]

Adds generated organisations, jobs and job seekers to the database the server uses
(DATABASE_URL, or the embedded database under DATA_DIR).

  --jobs N              jobs to add (default 10000)
  --seekers M           job seekers with complete profiles to add (default 2000)
  --organisations K     organisations the jobs belong to (default max(50, N/200))
  --seed S              what the data is derived from (default 1); each run needs its own
  --rebuild-indexes X   PostgreSQL: drop the jobs search and listing indexes during the load and
                        rebuild them after: auto (for large loads), always or never (default auto)
  -h, --help            show this help`;

const LIMITS = {
  jobs: 50_000_000,
  seekers: 10_000_000,
  organisations: 1_000_000,
  seed: 2_147_483_647,
} as const;

function wholeNumber(option: string, raw: string, min: number, max: number): number {
  const text = raw.replace(/_/g, '');
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new SeedArgsError(
      `${option} must be a whole number from ${min} to ${max.toLocaleString('en-US')} (got ${JSON.stringify(raw)})`,
    );
  }
  return value;
}

/** Reads the command line (without node and the script); every mistake is a SeedArgsError that names it. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = {
    jobs: 10_000,
    seekers: 2_000,
    organisations: undefined,
    seed: 1,
    rebuildIndexes: 'auto',
    help: false,
  };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '-h' || arg === '--help') {
      args.help = true;
      continue;
    }
    const match = /^(--[a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (match === null) throw new SeedArgsError(`unexpected argument ${JSON.stringify(arg)}`);
    const option = match[1] ?? '';
    let value = match[2];
    if (value === undefined) {
      const following = argv[i + 1];
      if (following === undefined || following.startsWith('--'))
        throw new SeedArgsError(`${option} needs a value`);
      value = following;
      i++;
    }
    if (seen.has(option)) throw new SeedArgsError(`${option} is given twice`);
    seen.add(option);
    switch (option) {
      case '--jobs':
        args.jobs = wholeNumber(option, value, 0, LIMITS.jobs);
        break;
      case '--seekers':
        args.seekers = wholeNumber(option, value, 0, LIMITS.seekers);
        break;
      case '--organisations':
        args.organisations = wholeNumber(option, value, 1, LIMITS.organisations);
        break;
      case '--seed':
        args.seed = wholeNumber(option, value, 0, LIMITS.seed);
        break;
      case '--rebuild-indexes':
        if (value !== 'auto' && value !== 'always' && value !== 'never') {
          throw new SeedArgsError(
            `--rebuild-indexes must be auto, always or never (got ${JSON.stringify(value)})`,
          );
        }
        args.rebuildIndexes = value;
        break;
      default:
        throw new SeedArgsError(`unknown option ${option} (see --help)`);
    }
  }
  return args;
}
