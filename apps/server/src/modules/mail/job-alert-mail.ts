import type { MailLanguage } from '../auth/auth-mails.js';
import { escapeHtml, mailFooter, WORDS } from './notification-mails.js';
import type { JobAlertJob, QueuedMail } from './queue.js';

/**
 * A saved search's digest: the title (the notification's too) in the three languages, for `count`
 * new jobs.
 */
export function jobAlertTitles(
  count: number,
  searchName: string,
): { title: string; titleZh: string; titleAr: string } {
  return {
    title:
      count === 1
        ? `A new job matches your saved search “${searchName}”`
        : `${count} new jobs match your saved search “${searchName}”`,
    titleZh: `有${count}个新职位符合您保存的搜索“${searchName}”`,
    titleAr:
      count === 1
        ? `وظيفة جديدة تطابق بحثك المحفوظ «${searchName}»`
        : `وظائف جديدة (${count}) تطابق بحثك المحفوظ «${searchName}»`,
  };
}

const DIGEST_WORDS = {
  'en-US': { all: 'See every job of this search' },
  'zh-CN': { all: '查看此搜索的全部职位' },
  ar: { all: 'اعرض كل وظائف هذا البحث' },
} as const;

export interface JobAlertMailInput {
  language: MailLanguage;
  to: string;
  name: string;
  searchName: string;
  /** The link that runs the search, in-app (`/jobs?…`). */
  searchPath: string;
  /** Newest first. */
  jobs: readonly JobAlertJob[];
  publicUrl: string;
  /** The one-click link that turns off job alert mails (modules/account/unsubscribe.ts). */
  unsubscribeUrl: string;
}

/**
 * The digest of a saved search: its title as the subject; each job with its company, place and
 * link; the link that runs the search; the way out (the settings screen, also as List-Unsubscribe).
 * A plain-text part and HTML, in the reader's language.
 */
export function jobAlertMail(input: JobAlertMailInput): QueuedMail {
  const w = WORDS[input.language];
  const d = DIGEST_WORDS[input.language];
  const titles = jobAlertTitles(input.jobs.length, input.searchName);
  const subject =
    input.language === 'ar' ? titles.titleAr : input.language === 'zh-CN' ? titles.titleZh : titles.title;
  const placeOf = (job: JobAlertJob) =>
    input.language === 'ar' ? job.place.ar : input.language === 'zh-CN' ? job.place.zh : job.place.en;
  const url = (path: string) => `${input.publicUrl}${path}`;
  const footer = mailFooter(input.language, input.publicUrl, input.unsubscribeUrl);
  const searchLink = url(input.searchPath);
  const text = [
    w.hello(input.name),
    subject,
    input.jobs
      .map((job, i) => `${i + 1}. ${job.title} — ${job.company} — ${placeOf(job)}\n   ${url(job.path)}`)
      .join('\n\n'),
    `${d.all}: ${searchLink}`,
    ...footer.text,
  ].join('\n\n');
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${input.language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(w.hello(input.name))}</p>`,
    `<p><strong>${escapeHtml(subject)}</strong></p>`,
    '<ol>',
    ...input.jobs.map(
      (job) =>
        `<li><a href="${escapeHtml(url(job.path))}">${escapeHtml(job.title)}</a><br>` +
        `${escapeHtml(job.company)} · ${escapeHtml(placeOf(job))}</li>`,
    ),
    '</ol>',
    `<p><a href="${escapeHtml(searchLink)}">${escapeHtml(d.all)}</a></p>`,
    ...footer.html,
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: footer.headers,
  };
}
