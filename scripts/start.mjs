#!/usr/bin/env node
// `npm start`: builds only when a source of the build changed since the last successful build, then
// runs the server. The fingerprint covers what the build reads (sources, configs, the lock file and
// the VITE_* settings baked into the web app); it is kept next to the server's build output.
// The server runs as a child process that is restarted when it crashes (supervise() below;
// SUPERVISE=false runs it in this process instead). SKIP_BUILD=true runs the build as it is.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'apps/server/dist/.build-stamp');
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage']);

/** Every file under a folder (or the file itself), sorted, skipping build output and packages. */
function filesOf(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => filesOf(path.join(relative, e.name)));
}

/** The folders of the workspaces (apps/*, packages/*), from the workspace list. */
function workspaceDirs() {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.join(group, e.name)),
  );
}

export function buildFingerprint(env = process.env) {
  const hash = createHash('sha256');
  const inputs = [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.base.json',
    ...workspaceDirs().flatMap((dir) => [
      path.join(dir, 'package.json'),
      path.join(dir, 'tsconfig.json'),
      path.join(dir, 'index.html'),
      path.join(dir, 'vite.config.ts'),
      path.join(dir, 'src'),
      path.join(dir, 'workers'),
      path.join(dir, 'public'),
    ]),
  ];
  for (const file of inputs.flatMap(filesOf)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  // the web app's build-time settings are part of its bundle
  for (const name of Object.keys(env)
    .filter((n) => n.startsWith('VITE_'))
    .sort()) {
    hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

function buildIsCurrent(fingerprint) {
  if (!OUTPUTS.every((file) => existsSync(path.join(root, file)))) return false;
  try {
    return readFileSync(STAMP, 'utf8').trim() === fingerprint;
  } catch {
    return false;
  }
}

// ───────────── the supervisor: the server in a child process, restarted when it crashes ─────────────

/** The exit code of a server that refused its configuration ("Invalid configuration"): never restarted. */
export const CONFIG_ERROR_EXIT_CODE = 78; // EX_CONFIG (sysexits.h); apps/server/src/main.ts exits with it

/** The supervisor's settings from the environment (SUPERVISE, RESTART_*), or the lines that are wrong. */
export function supervisorSettings(env = process.env) {
  const problems = [];
  const flag = (name, fallback) => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    problems.push(`  ${name}: must be true or false (got ${JSON.stringify(raw)})`);
    return fallback;
  };
  const whole = (name, unit, fallback) => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (/^\d+$/.test(raw) && Number.isSafeInteger(n) && n >= 1) return n;
    problems.push(`  ${name}: must be a whole number of ${unit} above 0 (got ${JSON.stringify(raw)})`);
    return fallback;
  };
  const settings = {
    /** SUPERVISE: false runs the server in this process, as before (no restarts). */
    supervise: flag('SUPERVISE', true),
    /** RESTART_MAX_PER_MINUTE: more unexpected exits than this within a minute and the supervisor gives up. */
    maxPerMinute: whole('RESTART_MAX_PER_MINUTE', 'restarts', 5),
    /** RESTART_DELAY_MS: the wait before the first restart; it doubles with each crash in a row. */
    delayMs: whole('RESTART_DELAY_MS', 'milliseconds', 500),
    /** RESTART_MAX_DELAY_MS: the longest wait between two restarts. */
    maxDelayMs: whole('RESTART_MAX_DELAY_MS', 'milliseconds', 30_000),
  };
  return { settings, problems };
}

/** A line of the supervisor's own, in the server's log format (JSON for machines, a short line for people). */
function say(level, message, fields = {}) {
  const format = process.env.LOG_FORMAT?.trim() || (process.stdout.isTTY ? 'pretty' : 'json');
  if (format === 'json') {
    const levels = { info: 30, warn: 40, error: 50 };
    process.stdout.write(
      `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, name: 'supervisor', ...fields, msg: message })}\n`,
    );
  } else {
    const time = new Date().toTimeString().slice(0, 8);
    process.stdout.write(`[${time}] ${level.toUpperCase()}: supervisor: ${message}\n`);
  }
}

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
/** The shell's convention for a process ended by a signal: 128 + its number. */
const codeOf = (code, signal) => code ?? 128 + (SIGNAL_NUMBERS[signal] ?? 1);

/**
 * Runs `entry` (the built server) as a child with this terminal (stdio inherited: pretty logs and
 * colours still see a TTY) and keeps it running: an unexpected exit (a crash, kill -9, a non-zero
 * code) restarts it after a back-off that doubles with each crash in a row (RESTART_DELAY_MS, up to
 * RESTART_MAX_DELAY_MS; back to the first after a minute up); more than RESTART_MAX_PER_MINUTE
 * crashes within a minute and it gives up, exiting with the server's code. A configuration error
 * (CONFIG_ERROR_EXIT_CODE) is never restarted, nor an exit with 0 (the server was told to stop).
 * SIGINT and SIGTERM are passed on to the server, and the supervisor exits with its code once it has
 * drained; a second one stops it at once (SIGKILL).
 */
export function supervise(entry, settings) {
  let child;
  let stopping;
  let restartTimer;
  let delay = settings.delayMs;
  const crashes = [];

  const start = () => {
    restartTimer = undefined;
    const startedAt = Date.now();
    child = spawn(process.execPath, [...process.execArgv, entry], { cwd: root, stdio: 'inherit' });
    const pid = child.pid;
    say('info', `server started (pid ${pid})`, { childPid: pid });
    child.on('error', (err) => {
      say('error', `could not start the server: ${err.message}`);
      // no process, so no exit to wait for
      if (pid === undefined) process.exit(1);
    });
    child.on('exit', (code, signal) => {
      child = undefined;
      const exitCode = codeOf(code, signal);
      if (stopping !== undefined || code === 0) {
        if (stopping === undefined)
          say('info', `server exited with 0 (pid ${pid}): stopping`, { childPid: pid });
        process.exit(exitCode);
      }
      if (code === CONFIG_ERROR_EXIT_CODE) {
        say('error', `server refused its configuration (pid ${pid}, exit ${code}): not restarting`, {
          childPid: pid,
        });
        process.exit(code);
      }
      const now = Date.now();
      // a server that stayed up a minute is well again: the back-off starts over
      if (now - startedAt >= 60_000) delay = settings.delayMs;
      crashes.push(now);
      while (crashes.length > 0 && now - (crashes[0] ?? now) > 60_000) crashes.shift();
      const how = signal !== null ? `was killed by ${signal}` : `exited with ${code}`;
      if (crashes.length > settings.maxPerMinute) {
        say('error', `server ${how} (pid ${pid}): ${crashes.length} crashes within a minute, giving up`, {
          childPid: pid,
          exitCode,
        });
        process.exit(exitCode === 0 ? 1 : exitCode);
      }
      say('warn', `server ${how} (pid ${pid}): restarting in ${delay} ms`, { childPid: pid, exitCode });
      restartTimer = setTimeout(start, delay);
      delay = Math.min(delay * 2, settings.maxDelayMs);
    });
  };

  const stop = (signal) => {
    if (stopping !== undefined) {
      // asked twice: stop now
      if (child !== undefined) {
        say('warn', `${signal} again: stopping the server now (SIGKILL)`);
        child.kill('SIGKILL');
      }
      return;
    }
    stopping = signal;
    if (restartTimer !== undefined) clearTimeout(restartTimer);
    if (child === undefined) process.exit(0);
    child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  start();
}

async function main() {
  const { settings, problems } = supervisorSettings();
  if (problems.length > 0) {
    process.stderr.write(`Invalid configuration:\n${problems.join('\n')}\n`);
    process.exit(CONFIG_ERROR_EXIT_CODE);
  }
  const skipBuild = process.env.SKIP_BUILD === 'true';
  const fingerprint = skipBuild ? '' : buildFingerprint();
  if (skipBuild) {
    // the build was made elsewhere (CI, an image, `npm test`): run it as it is
    if (!OUTPUTS.every((file) => existsSync(path.join(root, file)))) {
      process.stderr.write('SKIP_BUILD=true but there is no build: run `npm run build` first.\n');
      process.exit(1);
    }
  } else if (buildIsCurrent(fingerprint) && process.env.FORCE_BUILD !== 'true') {
    process.stdout.write('Nothing changed since the last build: starting (FORCE_BUILD=true rebuilds).\n');
  } else {
    process.stdout.write('Building (sources changed since the last build)…\n');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(STAMP, `${fingerprint}\n`);
  }
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (settings.supervise) {
    supervise(entry, settings);
  } else {
    // in this process, as before: the server keeps the terminal and receives Ctrl-C itself; nothing restarts it
    await import(pathToFileURL(entry).href);
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
