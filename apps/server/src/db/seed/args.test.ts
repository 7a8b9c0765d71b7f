import { describe, expect, it } from 'vitest';
import { SeedArgsError, parseSeedArgs } from './args.js';

describe('parseSeedArgs', () => {
  it('has defaults for everything', () => {
    expect(parseSeedArgs([])).toEqual({
      jobs: 10_000,
      seekers: 2_000,
      organisations: undefined,
      seed: 1,
      rebuildIndexes: 'auto',
      help: false,
    });
  });

  it('reads options as separate words or with =, and digits grouped by underscores', () => {
    expect(
      parseSeedArgs([
        '--jobs',
        '1_000_000',
        '--seekers=200000',
        '--organisations',
        '4000',
        '--seed',
        '7',
        '--rebuild-indexes=never',
      ]),
    ).toMatchObject({
      jobs: 1_000_000,
      seekers: 200_000,
      organisations: 4000,
      seed: 7,
      rebuildIndexes: 'never',
    });
    expect(parseSeedArgs(['--jobs', '0', '--seekers', '0'])).toMatchObject({ jobs: 0, seekers: 0 });
    expect(parseSeedArgs(['--help']).help).toBe(true);
    expect(parseSeedArgs(['-h']).help).toBe(true);
  });

  it.each([
    [['--jobs', 'many'], '--jobs must be a whole number from 0 to 50,000,000 (got "many")'],
    [['--jobs', '-5'], '--jobs must be a whole number from 0 to 50,000,000 (got "-5")'],
    [['--jobs', '--seekers', '5'], '--jobs needs a value'],
    [['--jobs=-5'], '--jobs must be a whole number from 0 to 50,000,000 (got "-5")'],
    [['--seekers', '1.5'], '--seekers must be a whole number from 0 to 10,000,000 (got "1.5")'],
    [['--seekers', '1e6'], '--seekers must be a whole number from 0 to 10,000,000 (got "1e6")'],
    [['--jobs', '50000001'], '--jobs must be a whole number from 0 to 50,000,000 (got "50000001")'],
    [['--organisations', '0'], '--organisations must be a whole number from 1 to 1,000,000 (got "0")'],
    [['--seed', '2147483648'], '--seed must be a whole number from 0 to 2,147,483,647 (got "2147483648")'],
    [['--seed'], '--seed needs a value'],
    [['--jobs', '5', '--jobs', '6'], '--jobs is given twice'],
    [['--job', '5'], 'unknown option --job (see --help)'],
    [['jobs'], 'unexpected argument "jobs"'],
    [['--rebuild-indexes', 'yes'], '--rebuild-indexes must be auto, always or never (got "yes")'],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(SeedArgsError);
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});
