/**
 * Measures `npm run db:seed` on a throwaway PostgreSQL 15 cluster, runs the sanity queries of
 * bench/sanity.sql, then stops the cluster and deletes it. Run as root from the repository root
 * (initdb and the server run as the postgres user):
 *
 *   node bench/scale-seed.mjs                              1,000,000 jobs and 200,000 seekers
 *   JOBS=50000 SEEKERS=10000 node bench/scale-seed.mjs     a quick one
 *   SETTINGS= node bench/scale-seed.mjs                    PostgreSQL's default settings
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const jobs = process.env.JOBS ?? '1000000';
const seekers = process.env.SEEKERS ?? '200000';
const port = process.env.PORT ?? '55435';
const dir = process.env.DIR ?? '/tmp/pgS';
const bin = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
const settings =
  process.env.SETTINGS ?? '-c shared_buffers=1GB -c max_wal_size=8GB -c checkpoint_timeout=30min';
const url = `postgres://postgres@127.0.0.1:${port}/talent`;
const dataDir = path.join(dir, 'data');

function asPostgres(command) {
  execFileSync('su', ['postgres', '-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** CPU seconds the cluster has used: the postmaster, its live children and the children it reaped. */
function clusterCpuSeconds() {
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const fields = (pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  };
  const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
  // after the command name: utime, stime, cutime, cstime are fields 12 to 15
  const own = fields(postmaster);
  let total = own[11] + own[12] + own[13] + own[14];
  const children = spawnSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).stdout.split('\n');
  for (const pid of children.filter((p) => p !== '')) {
    try {
      const child = fields(pid);
      total += child[11] + child[12];
    } catch {
      // a child that ended meanwhile is counted by the postmaster's cutime
    }
  }
  return total / ticks;
}

if (existsSync(dir)) {
  console.error(`${dir} exists: remove it or set DIR`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
execFileSync('chown', ['postgres', dir]);
asPostgres(`${bin}/initdb -D ${dataDir} -A trust -E UTF8 --locale=C.UTF-8`);
asPostgres(
  `${bin}/pg_ctl -D ${dataDir} -o '-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} ${settings}' -l ${dir}/log -w start`,
);
let failed = false;
try {
  execFileSync('psql', ['-h', '127.0.0.1', '-p', port, '-U', 'postgres', '-qc', 'create database talent'], {
    stdio: 'inherit',
  });
  console.log(`PostgreSQL settings: ${settings === '' ? '(defaults)' : settings}`);
  const cpuBefore = clusterCpuSeconds();
  const started = Date.now();
  const seed = spawnSync('npm', ['run', '--silent', 'db:seed', '--', '--jobs', jobs, '--seekers', seekers], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `npm run db:seed: ${seconds.toFixed(1)} s wall (with the build); ` +
      `PostgreSQL used ${(clusterCpuSeconds() - cpuBefore).toFixed(1)} CPU seconds`,
  );
  if (seed.status !== 0) throw new Error(`db:seed exited with ${seed.status}`);
  execFileSync('psql', [url, '-f', 'bench/sanity.sql'], { stdio: 'inherit' });
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  asPostgres(`${bin}/pg_ctl -D ${dataDir} -m fast stop`);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
