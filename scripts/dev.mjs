#!/usr/bin/env node
// `npm run dev`: builds the server once, then runs it and the Vite dev server side by side,
// prefixing their output, and stops both on Ctrl-C (or when either one exits).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const tscBin = require.resolve('typescript/bin/tsc');
const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const port = process.env.PORT ?? '8080';
const apiUrl = process.env.API_URL ?? `http://localhost:${port}`;
const colour = process.stdout.isTTY ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text;

process.stdout.write('Building the server (tsc -b)…\n');
const build = spawnSync(process.execPath, [tscBin, '-b'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
let stopping = false;

function start(name, code, args, cwd, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = colour(code, `[${name}]`);
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stderr ? process.stderr : process.stdout;
    createInterface({ input: stream }).on('line', (line) => target.write(`${prefix} ${line}\n`));
  }
  child.on('exit', (exitCode, signal) => {
    children.splice(children.indexOf(child), 1);
    if (!stopping) {
      process.stderr.write(`${prefix} exited (${signal ?? exitCode}); stopping the other process\n`);
      stop(exitCode ?? 1);
    } else if (children.length === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  children.push(child);
}

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.length === 0) process.exit(exitCode);
  for (const child of children) child.kill('SIGTERM');
  // a child that ignores SIGTERM must not keep the terminal
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// development opens GraphQL introspection (and signed-in "Did you mean" hints); production keeps it off
start('server', '36', [path.join(root, 'apps/server/dist/main.js')], root, {
  PORT: port,
  GRAPHQL_INTROSPECTION: process.env.GRAPHQL_INTROSPECTION ?? 'true',
});
start('web', '35', [viteBin], path.join(root, 'apps/web'), { API_URL: apiUrl });
