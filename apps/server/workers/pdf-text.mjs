// Reads the text of a PDF's first pages in a process of its own (résumé prefill, issue 22).
//
// Started by apps/server/src/modules/resume-prefill/pdf-text.ts, one process per file, with a capped
// JavaScript heap, and killed by it at FILE_WORK_TIMEOUT_MS or when it uses too much memory. pdf.js
// runs a file's parsing as one long chain of promises, so whatever thread runs it can do nothing
// else meanwhile: here that is this process, not the server's event loop. A process rather than a
// worker thread, because a PDF can make V8 run out of heap in one allocation (a string of tens of
// megabytes in one content stream), which aborts the whole process: this one, not the server.
//
// Plain JavaScript outside src, so that the same relative path reaches it from the TypeScript
// sources (tests) and from the build (dist); it is not compiled.
//
// The protocol, over the IPC channel (advanced serialization): this process sends `{ ready: true }`
// once pdf.js is loaded; the server sends `{ bytes, maxPages, maxChars }`; this process answers
// `{ ok: true, text, pagesRead, truncated }` or `{ ok: false, message }` and exits.
import { getDocumentProxy } from 'unpdf';

// the server went away: nothing to answer to
process.on('disconnect', () => process.exit(0));

/** The text of the first `maxPages` pages, at most `maxChars` characters of it. */
async function readText(bytes, maxPages, maxChars) {
  const doc = await getDocumentProxy(bytes, {
    isEvalSupported: false,
    stopAtErrors: false,
    // pdf.js warns on the console about damaged files; the answer says it instead
    verbosity: 0,
  });
  try {
    const pages = Math.min(doc.numPages, maxPages);
    const texts = [];
    let length = 0;
    // pages past the characters wanted are not read at all
    while (texts.length < pages && length < maxChars) {
      const page = await doc.getPage(texts.length + 1);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      texts.push(text);
      length += text.length + 1;
      page.cleanup();
    }
    return {
      text: texts.join('\n').slice(0, maxChars),
      pagesRead: texts.length,
      truncated: doc.numPages > texts.length,
    };
  } finally {
    await doc.destroy();
  }
}

process.once('message', async (job) => {
  let answer;
  try {
    answer = { ok: true, ...(await readText(job.bytes, job.maxPages, job.maxChars)) };
  } catch (error) {
    answer = { ok: false, message: String(error instanceof Error ? error.message : error) };
  }
  process.send(answer, () => process.exit(0));
});

process.send({ ready: true });
