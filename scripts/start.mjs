#!/usr/bin/env node
// `npm start`: builds only when a source of the build changed since the last successful build, then
// runs the server. The fingerprint covers what the build reads (sources, configs, the lock file and
// the VITE_* settings baked into the web app); it is kept next to the server's build output.
import { spawnSync } from 'node:child_process';
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

async function main() {
  const fingerprint = buildFingerprint();
  if (buildIsCurrent(fingerprint) && process.env.FORCE_BUILD !== 'true') {
    process.stdout.write('Nothing changed since the last build: starting (FORCE_BUILD=true rebuilds).\n');
  } else {
    process.stdout.write('Building (sources changed since the last build)…\n');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(STAMP, `${fingerprint}\n`);
  }
  // in this process, so that the server keeps the terminal (pretty logs) and receives Ctrl-C itself
  await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
