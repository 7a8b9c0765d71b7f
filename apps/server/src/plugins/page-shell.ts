/**
 * The first paint before the web app's JavaScript (decisions.md, "A first paint from the server"):
 * index.html gets the visitor's language and direction, and inside #root a static copy of the top
 * bar and of the page's heading: "Find your next job" on the job search, the job's title (with its
 * company) on a job's page, which also carries the job as schema.org `JobPosting` JSON-LD. The web
 * app replaces #root on start (createRoot, no hydration). Everything inserted is escaped: a job's
 * title, company and description are users' text.
 */
import type { SiteLinks } from '../config.js';

/** The interface languages (apps/web/src/lib/locale.ts); en-US is the default. */
export const SHELL_LOCALES = ['en-US', 'zh-CN', 'ar'] as const;
export type ShellLocale = (typeof SHELL_LOCALES)[number];

/**
 * The few texts of the shell, the web app's own translations (app.shell.productName,
 * jobs.list.heading, jobs.detail.backToList); page-shell.test.ts checks them against the locale files.
 */
export const SHELL_TEXT: Record<
  ShellLocale,
  { productName: string; jobsHeading: string; backToJobs: string; languageLabel: string }
> = {
  'en-US': {
    productName: 'Talent Sourcing',
    jobsHeading: 'Find your next job',
    backToJobs: 'Back to jobs',
    languageLabel: 'Language',
  },
  'zh-CN': {
    productName: '人才寻访',
    jobsHeading: '寻找您的下一份工作',
    backToJobs: '返回职位列表',
    languageLabel: '语言',
  },
  ar: {
    productName: 'استقطاب المواهب',
    jobsHeading: 'ابحث عن وظيفتك القادمة',
    backToJobs: 'العودة إلى الوظائف',
    languageLabel: 'اللغة',
  },
};

/** Each language names itself (apps/web/src/lib/locale.ts, LOCALE_AUTONYMS). */
const AUTONYMS: Record<ShellLocale, string> = { 'en-US': 'English', 'zh-CN': '简体中文', ar: 'العربية' };

const LEGACY: Record<string, ShellLocale> = { zh: 'zh-CN', en: 'en-US' };

/**
 * The language the web app will start in: its `language` cookie, as the app reads it
 * (lib/language-cookie.ts, lib/locale.ts), else the default. Not Accept-Language: the app does not
 * read it, and a heading in another language than the page that replaces it would flash.
 */
export function shellLocale(cookieHeader: string | undefined): ShellLocale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== 'language') continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim()).toLowerCase();
    } catch {
      return 'en-US';
    }
    return SHELL_LOCALES.find((l) => l.toLowerCase() === value) ?? LEGACY[value] ?? 'en-US';
  }
  return 'en-US';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What a job's page shows before the app starts. */
export interface ShellJob {
  id: string;
  title: string;
  textLanguage: string;
  description: string;
  companyName: string;
  /** Only a same-origin path or an https address is used. */
  logoUrl: string | null;
  employmentType: string;
  publishedAt: Date | string | null;
  endDate: Date | string | null;
  remote: boolean;
  countryCode: string;
  cityName: string | null;
  salary: { min: number | null; max: number | null; currency: string | null; period: string | null } | null;
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
};

const isoDate = (value: Date | string): string => new Date(value).toISOString();

/** schema.org JobPosting (Google's required and recommended properties that the job has). */
export function jobPostingJsonLd(job: ShellJob, pageUrl: string): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    employmentType: EMPLOYMENT_TYPES[job.employmentType] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressCountry: job.countryCode,
        ...(job.cityName === null ? {} : { addressLocality: job.cityName }),
      },
    },
  };
  if (job.publishedAt !== null) posting.datePosted = isoDate(job.publishedAt);
  if (job.endDate !== null) posting.validThrough = isoDate(job.endDate);
  if (job.remote) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: job.countryCode };
  }
  const salary = job.salary;
  if (salary !== null && salary.currency !== null && (salary.min !== null || salary.max !== null)) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(salary.min === null ? {} : { minValue: salary.min }),
        ...(salary.max === null ? {} : { maxValue: salary.max }),
        unitText: salary.period === 'year' ? 'YEAR' : 'MONTH',
      },
    };
  }
  return posting;
}

/** The shell's look: the web app's top bar and page heading, in plain CSS (shell.module.css, theme.ts). */
const SHELL_STYLE = `<style id="page-shell-style">
.ps-bar{border-block-end:1px solid #dee2e6;background:#fff}
.ps-in{box-sizing:border-box;max-inline-size:1140px;margin-inline:auto;padding-inline:16px}
.ps-bar .ps-in{display:flex;align-items:center;justify-content:space-between;gap:.5rem;min-block-size:3.75rem}
.ps-lang{font:inherit;font-size:.875rem;block-size:2.25rem;padding-inline:.75rem 1.75rem;border:1px solid #ced4da;border-radius:.25rem;background:#fff;color:#000}
.ps-brand{font-size:1.125rem;line-height:1.55;font-weight:700;color:#4a38b2;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ps-main{padding-block:2rem}
.ps-main h1{margin:0;font-size:1.75rem;line-height:1.25;font-weight:700;overflow-wrap:anywhere}
.ps-back{display:block;font-size:.875rem;line-height:1.45;font-weight:500;color:#6b58df;text-decoration:none;margin-block-end:1.25rem}
.ps-job{display:flex;gap:1rem;align-items:flex-start}
.ps-logo{flex:none;inline-size:84px;block-size:84px;border-radius:.5rem;object-fit:contain}
.ps-company{margin:.25rem 0 0;font-size:1.125rem;font-weight:500}
@media (max-width:47.99em){.ps-bar .ps-in{padding-inline:10px}.ps-brand{font-size:1rem;margin-inline-start:38px}.ps-lang{display:none}}
@media (min-width:48em){.ps-main{margin-inline-start:192px}}
</style>`;

/** The static copy of the top bar and the page's heading, for #root. */
export function shellBody(locale: ShellLocale, page: { heading: string } | { job: ShellJob }): string {
  const text = SHELL_TEXT[locale];
  // the top bar's language select as the app draws it (wide screens only, like the app's)
  const options = SHELL_LOCALES.map(
    (l) => `<option value="${l}" lang="${l}"${l === locale ? ' selected' : ''}>${AUTONYMS[l]}</option>`,
  ).join('');
  const bar =
    `<header class="ps-bar"><div class="ps-in"><a class="ps-brand" href="/jobs">${escapeHtml(text.productName)}</a>` +
    `<select class="ps-lang" aria-label="${escapeHtml(text.languageLabel)}">${options}</select></div></header>`;
  let main: string;
  if ('heading' in page) {
    main = `<h1>${escapeHtml(page.heading)}</h1>`;
  } else {
    const job = page.job;
    const logo =
      job.logoUrl !== null && (/^\/(?!\/)/.test(job.logoUrl) || job.logoUrl.startsWith('https://'))
        ? `<img class="ps-logo" src="${escapeHtml(job.logoUrl)}" alt="" width="84" height="84">`
        : '';
    main =
      `<a class="ps-back" href="/jobs">${escapeHtml(text.backToJobs)}</a>` +
      `<div class="ps-job">${logo}<div><h1><span dir="auto" lang="${escapeHtml(job.textLanguage)}">${escapeHtml(job.title)}</span></h1>` +
      `<p class="ps-company"><span dir="auto">${escapeHtml(job.companyName)}</span></p></div></div>`;
  }
  // a <div>, not <main>: the app's own <main> is what says the page is ready (the browser tests wait
  // for a heading in it)
  return `${bar}<div class="ps-in"><div class="ps-main">${main}</div></div>`;
}

/** The web app reads the site's outside links from this tag at run time (apps/web/src/lib/config.ts). */
export const SITE_LINKS_META = 'talent-links';

/**
 * index.html for a page: the language and direction on <html>, the site's outside links (a meta
 * tag), the shell's style in <head>, the shell (when there is one) inside #root, and a job's JSON-LD.
 */
export function renderPage(
  indexHtml: string,
  locale: ShellLocale,
  page: { heading: string } | { job: ShellJob; pageUrl: string } | null,
  links: SiteLinks = {},
): string {
  let html = indexHtml.replace(
    /<html\b[^>]*>/i,
    `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`,
  );
  const meta = `<meta name="${SITE_LINKS_META}" content="${escapeHtml(JSON.stringify(links))}">`;
  if (page === null) return html.replace(/<\/head>/i, () => `${meta}</head>`);
  let head = meta + SHELL_STYLE;
  if ('job' in page) {
    head += `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(page.job, page.pageUrl))}</script>`;
    // the same title as the app's (use-page-title.ts: "<title> – <product>")
    const title = `${page.job.title} – ${SHELL_TEXT[locale].productName}`;
    html = html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
  }
  // replacer functions: a `$&` in a job's title must stay text, not become a replacement pattern
  html = html.replace(/<\/head>/i, () => `${head}</head>`);
  const body = shellBody(locale, 'job' in page ? { job: page.job } : page);
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`);
}
