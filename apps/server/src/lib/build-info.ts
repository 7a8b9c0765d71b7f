import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface BuildInfo {
  name: string;
  version: string;
  commit: string | null;
}

/** Name and version from the root package.json; the commit from GIT_COMMIT or the checkout's .git. */
export function readBuildInfo(root: string = repoRoot): BuildInfo {
  let name = 'talent-sourcing';
  let version = '0.0.0';
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      name?: string;
      version?: string;
    };
    name = pkg.name ?? name;
    version = pkg.version ?? version;
  } catch {
    // a packaged deployment without the root manifest still answers with the defaults
  }
  return { name, version, commit: process.env.GIT_COMMIT?.trim() || readGitCommit(root) };
}

function readGitCommit(root: string): string | null {
  try {
    const gitDir = path.join(root, '.git');
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return /^[0-9a-f]{40}$/.test(head) ? head : null;
    const ref = head.slice(5);
    const loose = path.join(gitDir, ref);
    if (existsSync(loose)) return readFileSync(loose, 'utf8').trim();
    const packed = readFileSync(path.join(gitDir, 'packed-refs'), 'utf8');
    const line = packed.split('\n').find((l) => l.endsWith(` ${ref}`));
    return line?.split(' ')[0] ?? null;
  } catch {
    return null;
  }
}
