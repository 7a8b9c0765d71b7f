/**
 * The first paint before the web app's JavaScript and style sheets (decisions.md, "A first paint
 * from the server" and "The first paint looks like the product"): index.html gets the visitor's
 * language and direction, an inline style of its own (SHELL_CSS, the design system's type, colours
 * and frame), and inside #root a static copy of the top bar and of the page: "Find your next job"
 * with placeholders for the search and the cards on the job search, the job's title (with its
 * company) on a job's page, which also carries the job as schema.org `JobPosting` JSON-LD, and the
 * login card. The web app replaces #root on start (createRoot, no hydration), on the same pixels.
 * Everything inserted is escaped: a job's title, company and description are users' text.
 */
import type { SiteLinks } from '../config.js';

/** The interface languages (apps/web/src/lib/locale.ts); en-US is the default. */
export const SHELL_LOCALES = ['en-US', 'zh-CN', 'ar'] as const;
export type ShellLocale = (typeof SHELL_LOCALES)[number];

/**
 * The few texts of the shell, the web app's own translations (app.shell.productName,
 * jobs.list.heading, jobs.detail.backToList, auth.login.heading); page-shell.test.ts checks them
 * against the locale files.
 */
export const SHELL_TEXT: Record<
  ShellLocale,
  { productName: string; jobsHeading: string; backToJobs: string; signInHeading: string }
> = {
  'en-US': {
    productName: 'Talent Sourcing',
    jobsHeading: 'Find your next job',
    backToJobs: 'Back to jobs',
    signInHeading: 'Sign in',
  },
  'zh-CN': {
    productName: '人才寻访',
    jobsHeading: '寻找您的下一份工作',
    backToJobs: '返回职位列表',
    signInHeading: '登录',
  },
  ar: {
    productName: 'استقطاب المواهب',
    jobsHeading: 'ابحث عن وظيفتك القادمة',
    backToJobs: 'العودة إلى الوظائف',
    signInHeading: 'تسجيل الدخول',
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
  /** A remote job: the countries it is open to; empty or absent: anywhere. */
  remoteCountries?: readonly string[];
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
    // open anywhere: the job's own country, as search engines ask for at least one
    const countries =
      (job.remoteCountries ?? []).length > 0 ? (job.remoteCountries ?? []) : [job.countryCode];
    const places = countries.map((name) => ({ '@type': 'Country', name }));
    posting.applicantLocationRequirements = places.length === 1 ? places[0] : places;
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

/** The language select's chevrons (Mantine's ComboboxChevron), gray-6. */
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 15 15'%3E%3Cpath fill='%23868e96' d='M4.93 4.63a.5.5 0 0 0 .71.02L7.5 2.93l1.86 1.72a.5.5 0 1 0 .68-.74L7.84 1.88a.5.5 0 0 0-.68 0L4.96 3.9a.5.5 0 0 0-.03.72Zm0 5.74a.5.5 0 0 1 .71-.02l1.86 1.72 1.86-1.72a.5.5 0 1 1 .68.74l-2.2 2.03a.5.5 0 0 1-.68 0l-2.2-2.03a.5.5 0 0 1-.03-.72Z'/%3E%3C/svg%3E\")";

/**
 * The shell's look, the app's own in plain CSS (the design system's tokens, theme.ts; Mantine's
 * baseline; shell.module.css; the job list's and the login card's layout): the body's type and
 * colours, the top bar, the section column, the page's heading, and grey placeholders (Mantine's
 * Skeleton, pulsing) where the app will draw controls and cards. It must not rely on the app's
 * style sheet, which arrives after this first paint (start-after-paint.ts); e2e/first-paint.spec.ts
 * checks that the app's frame then lands on the same pixels.
 */
export const SHELL_CSS = `*,:before,:after{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif,Apple Color Emoji,Segoe UI Emoji;font-size:1rem;line-height:1.55;background:#fff;color:#000;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}
.ps-bar{border-block-end:1px solid #dee2e6;background:#fff}
.ps-in{max-inline-size:1140px;margin-inline:auto;padding-inline:1rem}
.ps-row{display:flex;align-items:center;justify-content:space-between;gap:.625rem;min-block-size:3.75rem}
.ps-start,.ps-end{display:flex;align-items:center;gap:4px;min-inline-size:0}
.ps-end{flex:none}
.ps-burger{display:none;flex:none;inline-size:34px;block-size:34px;background:linear-gradient(#6b58df 0 0) 50% 11px/14px 2px no-repeat,linear-gradient(#6b58df 0 0) 50% 16px/14px 2px no-repeat,linear-gradient(#6b58df 0 0) 50% 21px/14px 2px no-repeat}
.ps-brand{font-size:1.125rem;line-height:1.55;font-weight:700;color:#4a38b2;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ps-sk{display:block;border-radius:.5rem;background:#dee2e6;animation:ps-pulse 1.5s linear infinite}
@keyframes ps-pulse{0%,to{opacity:.4}50%{opacity:1}}
@media (prefers-reduced-motion:reduce){.ps-sk{animation:none;opacity:.6}}
.ps-act{inline-size:6rem;block-size:2.25rem}
.ps-lang{min-inline-size:5.875rem;font-size:.875rem;line-height:2.125rem;block-size:2.25rem;padding-inline:.75rem 2.125rem;border:1px solid #ced4da;border-radius:.5rem;white-space:nowrap;background:#fff ${CHEVRON} no-repeat right .5rem center/18px}
[dir=rtl] .ps-lang{background-position:left .5rem center}
.ps-lay{display:grid;grid-template-columns:minmax(0,1fr)}
.ps-side{display:none;min-inline-size:10rem;padding-block-start:1rem}
.ps-side .ps-sk{block-size:1.75rem;inline-size:1.75rem}
.ps-side .ps-sk+.ps-sk{block-size:2.8rem;inline-size:auto;margin-block-start:.625rem}
.ps-main{padding-block:2rem;min-inline-size:0}
.ps-main h1{margin:0;font-size:1.75rem;line-height:1.25;font-weight:700;overflow-wrap:anywhere}
.ps-search{display:grid;gap:.75rem;margin-block-start:1.25rem}
.ps-form,.ps-filters{display:grid;gap:.75rem;align-items:end}
.ps-fbtn{inline-size:6.25rem;block-size:2.25rem}
.ps-lbl{inline-size:6rem;block-size:.875rem;margin-block:.25rem .4375rem}
.ps-box{display:block;block-size:2.25rem;border:1px solid #ced4da;border-radius:.5rem}
.ps-btn{block-size:2.25rem;min-inline-size:5.5rem}
.ps-cards{display:grid;gap:1rem;margin-block-start:3.8rem}
.ps-card{display:flex;gap:1rem;padding:1.25rem;border:1px solid #dee2e6;border-radius:.5rem}
.ps-card>.ps-sk{flex:none;inline-size:56px;block-size:56px}
.ps-lines{flex:1;display:grid;gap:8px;align-content:start}
.ps-lines .ps-sk{block-size:14px;inline-size:50%}
.ps-lines .ps-sk:first-child{block-size:20px;inline-size:60%}
.ps-auth{display:grid;gap:1.25rem;max-inline-size:28rem;margin-inline:auto;padding:1.25rem;border:1px solid #dee2e6;border-radius:.5rem}
.ps-auth h1{font-size:1.375rem;line-height:1.3}
.ps-auth .ps-form{gap:1rem}
.ps-link{inline-size:8rem;block-size:.875rem;margin-inline-start:auto}
.ps-text{inline-size:70%;block-size:.875rem}
.ps-back{display:block;font-size:.875rem;line-height:1.45;font-weight:500;color:#6b58df;text-decoration:none;margin-block-end:1.25rem}
.ps-job{display:flex;gap:1rem;align-items:flex-start}
.ps-logo{flex:none;inline-size:84px;block-size:84px;border-radius:.5rem;object-fit:contain}
.ps-company{margin:.25rem 0 0;font-size:1.125rem;font-weight:500}
@media (max-width:47.99em){.ps-bar .ps-in{padding-inline:.625rem}.ps-brand{font-size:1rem}.ps-burger{display:block}.ps-wide{display:none}}
@media (min-width:40em){.ps-jobs .ps-form{grid-template-columns:minmax(0,3fr) minmax(0,2fr) auto}}
@media (min-width:48em){.ps-lay{grid-template-columns:auto minmax(0,1fr);gap:2rem}.ps-side{display:block}.ps-auth{padding:2rem}.ps-filters{grid-template-columns:repeat(3,minmax(0,1fr)) 7rem}.ps-narrow{display:none}}`;

const SHELL_STYLE = `<style id="page-shell-style">\n${SHELL_CSS}\n</style>`;

/** What the server draws: the job search, a job's page, or the login card. */
export type ShellContent = { heading: string } | { job: ShellJob } | { signIn: true };

const sk = (cls = '') => `<span class="ps-sk${cls === '' ? '' : ` ${cls}`}"></span>`;
const field = `<span>${sk('ps-lbl')}<span class="ps-box"></span></span>`;
// the filters: one button on a phone, three fields from 48em
const wideField = `<span class="ps-wide">${sk('ps-lbl')}<span class="ps-box"></span></span>`;
const card = `<div class="ps-card">${sk()}<span class="ps-lines">${sk()}${sk()}${sk()}</span></div>`;

/**
 * The static copy of the top bar and of the page, for #root: the product's name (a real link), the
 * page's heading, and placeholders, hidden from assistive technology, where the app's controls will
 * be (no control the browser would draw itself, none that would do nothing when used).
 */
export function shellBody(locale: ShellLocale, page: ShellContent): string {
  const text = SHELL_TEXT[locale];
  // the top bar as the app draws it: the phone's menu button, the name, then the account's place
  // (not on the login page) and, from 48em, the language (as its select shows it)
  const bar =
    `<header class="ps-bar"><div class="ps-in ps-row"><span class="ps-start">` +
    `<span class="ps-burger" aria-hidden="true"></span>` +
    `<a class="ps-brand" href="/jobs">${escapeHtml(text.productName)}</a></span>` +
    `<span class="ps-end" aria-hidden="true">${'signIn' in page ? '' : sk('ps-act')}` +
    `<span class="ps-lang ps-wide" lang="${locale}">${AUTONYMS[locale]}</span></span></div></header>`;
  if ('signIn' in page) {
    const form = `<span class="ps-form" aria-hidden="true">${field}${field}${sk('ps-link')}${sk('ps-btn')}${sk('ps-text')}</span>`;
    return `${bar}<div class="ps-in"><div class="ps-main"><div class="ps-auth"><h1>${escapeHtml(text.signInHeading)}</h1>${form}</div></div></div>`;
  }
  let main: string;
  if ('heading' in page) {
    main =
      `<div class="ps-main ps-jobs"><h1>${escapeHtml(page.heading)}</h1>` +
      `<span class="ps-search" aria-hidden="true"><span class="ps-form">${field}${field}${sk('ps-btn')}</span>` +
      `<span class="ps-filters">${sk('ps-fbtn ps-narrow')}${wideField}${wideField}${wideField}</span></span>` +
      `<span class="ps-cards" aria-hidden="true">${card}${card}${card}</span></div>`;
  } else {
    const job = page.job;
    const logo =
      job.logoUrl !== null && (/^\/(?!\/)/.test(job.logoUrl) || job.logoUrl.startsWith('https://'))
        ? `<img class="ps-logo" src="${escapeHtml(job.logoUrl)}" alt="" width="84" height="84">`
        : '';
    main =
      `<div class="ps-main"><a class="ps-back" href="/jobs">${escapeHtml(text.backToJobs)}</a>` +
      `<div class="ps-job">${logo}<div><h1><span dir="auto" lang="${escapeHtml(job.textLanguage)}">${escapeHtml(job.title)}</span></h1>` +
      `<p class="ps-company"><span dir="auto">${escapeHtml(job.companyName)}</span></p></div></div></div>`;
  }
  // a <div>, not <main>: the app's own <main> is what says the page is ready (the browser tests wait
  // for a heading in it); the section menu's column as a placeholder, beside the page from 48em
  const side = `<div class="ps-side" aria-hidden="true">${sk()}${sk()}</div>`;
  return `${bar}<div class="ps-in ps-lay">${side}${main}</div>`;
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
  page: { heading: string } | { job: ShellJob; pageUrl: string } | { signIn: true } | null,
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
