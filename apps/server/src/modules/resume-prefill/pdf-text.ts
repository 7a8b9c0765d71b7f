import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../lib/errors.js';

/**
 * The script that reads a PDF's text (plain ESM, not compiled): `../../../workers` is
 * apps/server/workers from src/modules/resume-prefill (tests) and from dist/modules/resume-prefill
 * (the build) alike.
 */
export const PDF_TEXT_WORKER = fileURLToPath(new URL('../../../workers/pdf-text.mjs', import.meta.url));

export interface PdfText {
  text: string;
  /** Pages whose text was read, and whether the file had more than were read. */
  pagesRead: number;
  truncated: boolean;
}

export interface PdfTextLimits {
  /** Pages read at most, and characters of text kept. */
  maxPages: number;
  maxChars: number;
  /** The reader is killed after this long, start-up included (FILE_WORK_TIMEOUT_MS). */
  timeoutMs: number;
  /** Its JavaScript heap (FILE_WORK_MEMORY_MB); the whole process may use twice that and 64 MB more. */
  memoryMb: number;
}

/** How often the reader's resident memory is looked at (Linux: /proc/<pid>/status). */
const MEMORY_CHECK_MS = 50;
/** The reader's scheduling priority (nice): the server's own requests come first on busy cores. */
const READER_NICENESS = 10;

export const unreadablePdf = (): AppError =>
  new AppError(400, 'unreadable_pdf', 'The text of this PDF could not be read (is it a scan?).');
const tooSlow = (timeoutMs: number): AppError =>
  new AppError(
    400,
    'pdf_too_complex',
    `This PDF took too long to read (more than ${Math.max(1, Math.round(timeoutMs / 1000))} s). ` +
      'Save it again as a simpler PDF, or fill in the profile by hand.',
  );
const tooBig = (): AppError =>
  new AppError(
    400,
    'pdf_too_complex',
    'This PDF needs too much memory to read. Save it again as a simpler PDF, or fill in the profile by hand.',
  );

/** The memory a process holds now, in bytes, or undefined where /proc cannot tell (not Linux). */
async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s*(\d+)\s*kB/mu.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

type Outcome = { text: PdfText } | { error: Error };

/**
 * The text of a PDF's first pages, read off the event loop: pdf.js parses a page as one long chain
 * of promises that lets nothing else run meanwhile (a crafted page held the server for minutes).
 * Each file gets a fresh Node process of its own, at a lower priority than the server, with the
 * heap capped at `memoryMb` and no environment (no settings, no secrets): it takes 50–150 ms to
 * start and pdf.js is cold in it, so a one-page résumé takes some 250–500 ms in all where a warm
 * pdf.js in the server took some 45 ms, a price paid once per résumé read. It is killed at
 * `timeoutMs` or once it holds more than twice `memoryMb` and 64 MB more (decoded streams live
 * outside the heap, so the heap cap alone does not bound them). Not a worker thread: a PDF can
 * make V8 run out of heap in one allocation, which aborts the process it runs in, and that must not
 * be the server. The promise settles only once the process has exited: nothing is left running.
 * Throws a 400 AppError for a PDF that cannot be read, takes too long or needs too much memory.
 */
export function readPdfText(bytes: Uint8Array, limits: PdfTextLimits): Promise<PdfText> {
  return new Promise<PdfText>((resolve, reject) => {
    const semiSpaceMb = Math.min(16, Math.max(1, Math.floor(limits.memoryMb / 16)));
    const maxResident = (limits.memoryMb * 2 + 64) * 1024 * 1024;
    const child = fork(PDF_TEXT_WORKER, [], {
      execArgv: [
        `--max-old-space-size=${limits.memoryMb}`,
        `--max-semi-space-size=${semiSpaceMb}`,
        '--disallow-code-generation-from-strings',
      ],
      env: {},
      serialization: 'advanced',
      // stderr is kept (its end) to tell a heap exhausted from a crash; nothing reaches the server's
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // below the server's requests when the cores are busy (a nice value of 10; not on every system)
    try {
      if (child.pid !== undefined) setPriority(child.pid, READER_NICENESS);
    } catch {
      // not allowed here: it runs at the server's priority
    }
    let outcome: Outcome | undefined;
    let started = false;
    let settled = false;
    let stderr = '';
    const end = (result: Outcome) => {
      outcome ??= result;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const timer = setTimeout(() => end({ error: tooSlow(limits.timeoutMs) }), limits.timeoutMs);
    let checking = false;
    const watch = setInterval(() => {
      if (checking || child.pid === undefined) return;
      checking = true;
      void residentBytes(child.pid).then((resident) => {
        checking = false;
        if (resident === undefined) clearInterval(watch);
        else if (resident > maxResident) end({ error: tooBig() });
      });
    }, MEMORY_CHECK_MS);
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      const result: Outcome = outcome ?? {
        error: !started
          ? // it died before pdf.js was loaded: the server's fault (a 500, logged), not the file's
            new Error(`The PDF reader did not start: ${stderr.trim().slice(-1000)}`)
          : /heap out of memory|allocation failed/iu.test(stderr)
            ? tooBig()
            : unreadablePdf(),
      };
      if ('text' in result) resolve(result.text);
      else reject(result.error);
    };
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096);
    });
    child.on('message', (message: unknown) => {
      const m = message as
        { ready: true } | ({ ok: true } & PdfText) | { ok: false; message: string } | null | undefined;
      if (m === null || typeof m !== 'object') return end({ error: unreadablePdf() });
      if ('ready' in m) {
        started = true;
        child.send({ bytes, maxPages: limits.maxPages, maxChars: limits.maxChars }, (error) => {
          if (error !== null && error !== undefined) end({ error: unreadablePdf() });
        });
        return undefined;
      }
      if (!m.ok) return end({ error: unreadablePdf() });
      return end({ text: { text: String(m.text), pagesRead: m.pagesRead, truncated: m.truncated } });
    });
    // every exit (its own, a kill, a crash) ends in `close`, once the IPC channel has delivered all
    child.on('close', settle);
    child.on('error', (error) => {
      // the process could not be started: the server's fault, not the file's (500)
      if (child.pid === undefined) {
        outcome ??= { error };
        settle();
      }
    });
  });
}
