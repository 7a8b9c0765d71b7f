import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
/** `npm start`'s script: it runs the built server as a child and restarts it when it crashes. */
export const startScript = path.join(repoRoot, 'scripts/start.mjs');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  /** Everything the server wrote, for assertions and for failure reports. */
  output: () => string;
  /** SIGTERM, then the exit code once the server has drained and closed its database. */
  stop: () => Promise<number | null>;
}

export interface StartOptions {
  /**
   * Start through `npm start`'s script (scripts/start.mjs, with SKIP_BUILD=true: the build is there)
   * rather than the server's entry, so that its supervisor runs the server as a child process.
   */
  viaStartScript?: boolean;
}

/** Starts the built server (`npm run build` first) on a free port over the given data directory. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('The browser tests need the built product: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [options.viaStartScript === true ? startScript : serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // every browser of the suite signs in from this one address; the limit itself has API tests
      SIGNIN_ADDRESS_LIMIT: '10000',
      OVERLOAD_SHEDDING: 'false',
      // a deleted account is erased by the next minute's sweep, so that a spec can see it done
      ACCOUNT_DELETION_GRACE_DAYS: '0',
      // where the locked notice's "Got it" goes (auth.spec.ts answers for it)
      PROVIDER_WEBSITE_URL: 'https://provider.example.test/',
      ...(options.viaStartScript === true ? { SKIP_BUILD: 'true' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // a supervisor is asked to stop, so that it stops its server too rather than leave it behind
      child.kill(options.viaStartScript === true ? 'SIGTERM' : 'SIGKILL');
      throw new Error(`The server did not become ready within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
