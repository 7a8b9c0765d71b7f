#!/usr/bin/env node
// Writes .gz (gzip level 9) and .br (brotli, best quality) beside every compressible file in a
// directory, so the server can send them without compressing on each request.
// Usage: node scripts/precompress.mjs <dir>
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function compress(data) {
  return {
    gz: gzipSync(data, { level: 9 }),
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The scripts index.html loads at once (its module entry and preloads): what a first visit downloads. */
async function initialScripts(dir) {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined) return [];
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  // the boot script (apps/web/src/app/start-after-paint.ts) names the entry and its preloads, which
  // it adds once the first paint is done: they are still what the first screen needs
  for (const m of html.matchAll(/\bdata-(?:entry|preload)="([^"]*)"/g)) {
    for (const ref of m[1].split(' ')) if (ref.endsWith('.js')) refs.push(ref.replace(/^\//, ''));
  }
  return [...new Set(refs)].map((ref) => path.join(dir, ref));
}

async function main() {
  const dir = process.argv[2];
  if (dir === undefined) {
    process.stderr.write('Usage: node scripts/precompress.mjs <dir>\n');
    process.exit(2);
  }
  const root = path.resolve(dir);
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) {
    process.stderr.write(`Not a directory: ${root}\n`);
    process.exit(2);
  }

  const gzipped = new Map();
  let count = 0;
  for await (const file of walk(root)) {
    if (!EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    const data = await readFile(file);
    if (data.length <= MIN_BYTES) continue;
    const { gz, br } = compress(data);
    await writeFile(`${file}.gz`, gz);
    await writeFile(`${file}.br`, br);
    gzipped.set(file, gz.length);
    count += 1;
    const rel = path.relative(root, file);
    process.stdout.write(
      `  ${rel.padEnd(48)} ${kib(data.length).padStart(10)}  gz ${kib(gz.length).padStart(9)}  br ${kib(br.length).padStart(9)}\n`,
    );
  }

  const initial = await initialScripts(root);
  let initialGz = 0;
  for (const file of initial) initialGz += gzipped.get(file) ?? (await readFile(file)).length;
  process.stdout.write(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}\n`);
  if (initial.length > 0)
    process.stdout.write(`initial JS from index.html: ${kib(initialGz)} gzipped (${initial.length} files)\n`);
  // the job seeker's first download (issue 12): the recruiter's screens must stay out of it
  if (initialGz > INITIAL_JS_BUDGET_KIB * 1024) {
    process.stderr.write(
      `The initial JS is over its budget of ${INITIAL_JS_BUDGET_KIB} KiB gzipped (INITIAL_JS_BUDGET_KIB): ` +
        'something the first page does not need is imported eagerly (a runtime value of @talent/contracts brings zod).\n',
    );
    process.exitCode = 1;
  }
}

/** The budget of the JavaScript index.html loads, gzipped. */
const INITIAL_JS_BUDGET_KIB = Number(process.env.INITIAL_JS_BUDGET_KIB ?? 207);

await main();
