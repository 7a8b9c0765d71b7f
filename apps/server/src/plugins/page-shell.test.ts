import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  jobPostingJsonLd,
  renderPage,
  scriptJson,
  SHELL_CSS,
  SHELL_LOCALES,
  SHELL_TEXT,
  shellLocale,
  type ShellJob,
} from './page-shell.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const localeFile = (locale: string) =>
  JSON.parse(readFileSync(path.join(here, '../../../web/src/locales', `${locale}.json`), 'utf8')) as {
    app: { shell: { productName: string } };
    jobs: { list: { heading: string }; detail: { backToList: string } };
    auth: { login: { heading: string } };
  };

const INDEX =
  '<!doctype html>\n<html lang="en-US" dir="ltr">\n<head><title>Talent Sourcing</title></head>\n<body><div id="root"></div></body></html>';

const job: ShellJob = {
  id: '7a1c1a52-1111-4a4a-9b9b-123456789abc',
  title: 'Nurse </h1><script>alert(1)</script> & "friends" $& $1',
  textLanguage: 'en',
  description: 'Care.</script><!-- \u2028 next',
  companyName: "O'Hara <b>Health</b>",
  logoUrl: '/elevate-be/rest/api/organisation/1/logo?v=abc"><img src=x onerror=alert(1)>',
  employmentType: 'part_time',
  publishedAt: new Date('2026-01-02T03:04:05Z'),
  endDate: '2026-03-01',
  remote: true,
  countryCode: 'OM',
  cityName: 'Muscat',
  salary: { min: 800, max: 1200, currency: 'OMR', period: 'month' },
};

describe('the page shell', () => {
  it('uses the web app’s own translations', () => {
    for (const locale of SHELL_LOCALES) {
      const file = localeFile(locale);
      expect(SHELL_TEXT[locale]).toEqual({
        productName: file.app.shell.productName,
        jobsHeading: file.jobs.list.heading,
        backToJobs: file.jobs.detail.backToList,
        signInHeading: file.auth.login.heading,
      });
    }
  });

  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['language=ar', 'ar'],
    ['theme=dark; language=zh-CN', 'zh-CN'],
    ['language=zh', 'zh-CN'],
    ['language=AR', 'ar'],
    ['language=fr', 'en-US'],
    ['language=%E0%A4%A', 'en-US'],
    ['xlanguage=ar', 'en-US'],
  ])('reads the language cookie %s as %s, like the web app', (cookie, locale) => {
    expect(shellLocale(cookie)).toBe(locale);
  });

  it('escapes text for HTML and JSON for a script element', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = scriptJson({ text: '</script><!-- \u2028 & >' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- \u2028 & >' });
  });

  it('draws the top bar and the job search’s heading in the visitor’s language and direction', () => {
    const html = renderPage(INDEX, 'ar', { heading: SHELL_TEXT.ar.jobsHeading });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>ابحث عن وظيفتك القادمة</h1>');
    expect(html).toContain('استقطاب المواهب</a>');
    // the language as the app's select shows it, but no control that would do nothing before the app
    expect(html).toContain('<span class="ps-lang ps-wide" lang="ar">العربية</span>');
    expect(html).not.toMatch(/<(select|button|input)\b/);
    // not a <main>: the app's own says that the page is ready
    expect(html).not.toContain('<main');
    expect(html).toContain('<style id="page-shell-style">');
    expect(html).not.toContain('application/ld+json');
  });

  it('draws the login card with its heading, and placeholders for its fields', () => {
    const html = renderPage(INDEX, 'zh-CN', { signIn: true });
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain('<div class="ps-auth"><h1>登录</h1>');
    expect(html).toContain('<span class="ps-form" aria-hidden="true">');
    expect(html).not.toMatch(/<(select|button|input|main)\b/);
  });

  it('keeps its inline style small and free of anything a style policy or the app would refuse', () => {
    // a few KiB in every first answer of these pages
    expect(Buffer.byteLength(SHELL_CSS)).toBeLessThan(5 * 1024);
    // no outside address (the content security policy allows only 'self' and data: images)
    expect(SHELL_CSS).not.toMatch(/url\((?!"data:)/);
    expect(SHELL_CSS).not.toMatch(/\b(left|right)\s*:|margin-(left|right)|padding-(left|right)/);
  });

  it('sets only the language on a page without a shell', () => {
    const html = renderPage(INDEX, 'zh-CN', null);
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('page-shell-style');
  });

  it('names the site’s outside links on every page, escaped, for the web app to read at run time', () => {
    const links = { supportUrl: 'https://help.example/?a=1&b="2"', providerWebsiteUrl: 'https://p.example/' };
    for (const page of [null, { heading: 'Jobs' }]) {
      const html = renderPage(INDEX, 'en-US', page, links);
      const content = /<meta name="talent-links" content="([^"]*)">/.exec(html)?.[1];
      expect(content).toBeDefined();
      const decoded = (content ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      expect(JSON.parse(decoded)).toEqual(links);
    }
    expect(renderPage(INDEX, 'en-US', null)).toContain('<meta name="talent-links" content="{}">');
  });

  it('escapes everything of a job it draws, and keeps the JSON-LD inside its script element', () => {
    const html = renderPage(INDEX, 'en-US', { job, pageUrl: `https://talent.example/jobs/${job.id}` });
    // one script element only (the JSON-LD), nothing of the job's text as markup
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('onerror=alert(1)>');
    expect(html).toContain(
      '<h1><span dir="auto" lang="en">Nurse &lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; $&amp; $1</span></h1>',
    );
    expect(html).toContain('O&#39;Hara &lt;b&gt;Health&lt;/b&gt;');
    expect(html).toContain(
      '<title>Nurse &lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; $&amp; $1 – Talent Sourcing</title>',
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
    });
  });

  it('leaves out a logo that is neither on this site nor https', () => {
    for (const logoUrl of ['javascript:alert(1)', '//evil.example/x.png', 'http://plain.example/x.png']) {
      const html = renderPage(INDEX, 'en-US', { job: { ...job, logoUrl }, pageUrl: 'https://t.example/' });
      expect(html, logoUrl).not.toContain('<img');
    }
    const html = renderPage(INDEX, 'en-US', {
      job: { ...job, logoUrl: 'https://cdn.example/logo.png' },
      pageUrl: 'https://t.example/',
    });
    expect(html).toContain('<img class="ps-logo" src="https://cdn.example/logo.png" alt=""');
  });

  it('describes the job as a schema.org JobPosting', () => {
    expect(jobPostingJsonLd(job, 'https://talent.example/jobs/1')).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
      datePosted: '2026-01-02T03:04:05.000Z',
      validThrough: '2026-03-01T00:00:00.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: job.companyName },
      url: 'https://talent.example/jobs/1',
      identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'OM', addressLocality: 'Muscat' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'OM' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'OMR',
        value: { '@type': 'QuantitativeValue', minValue: 800, maxValue: 1200, unitText: 'MONTH' },
      },
    });
  });

  it('names the countries a remote job is open to', () => {
    const url = 'https://talent.example/jobs/1';
    expect(jobPostingJsonLd({ ...job, remoteCountries: ['QA'] }, url).applicantLocationRequirements).toEqual({
      '@type': 'Country',
      name: 'QA',
    });
    expect(
      jobPostingJsonLd({ ...job, remoteCountries: ['QA', 'AE'] }, url).applicantLocationRequirements,
    ).toEqual([
      { '@type': 'Country', name: 'QA' },
      { '@type': 'Country', name: 'AE' },
    ]);
  });
});
