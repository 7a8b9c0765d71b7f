import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteLinks } from '../config.js';
import { publicLogoUrl } from '../lib/organisation-logo.js';
import { findPublicJob } from '../modules/jobs/jobs.repository.js';
import { renderPage, shellLocale, SHELL_TEXT, type ShellJob, type ShellLocale } from './page-shell.js';

/** Paths that belong to services, never to the web app: unknown ones there answer JSON 404. */
const SERVICE_PREFIXES = [
  '/elevate-be/',
  '/uaa/',
  '/sso/rest/',
  '/sso/oidc/',
  '/workspace/',
  // the profile service's GraphQL only: /profile/{subject} is a page of the app
  '/profile/x/',
  '/fm/',
  '/router/',
  '/wf/',
  '/lang/',
  '/api/',
  '/healthz',
  '/readyz',
];

export function isServicePath(url: string): boolean {
  return SERVICE_PREFIXES.some((p) => url.startsWith(p));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page an address shows first, when the server can draw its frame and heading (page-shell.ts). */
export function shellPage(
  pathname: string,
): { kind: 'jobs' } | { kind: 'job'; jobId: string } | { kind: 'signIn' } | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '' || path === '/jobs') return { kind: 'jobs' };
  if (path === '/sso/login') return { kind: 'signIn' };
  const job = /^\/jobs\/(?:recommend\/)?([^/]+)$/.exec(path);
  if (job !== null && UUID.test(job[1] ?? '')) return { kind: 'job', jobId: job[1] ?? '' };
  return null;
}

/**
 * Serves the built web app: hashed assets cached for a year (Vite never reuses a name),
 * everything else revalidated; pre-compressed .br/.gz siblings are sent when the client accepts
 * them; any other GET for a page falls back to index.html so client-side routes load.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { distDir: string | undefined; publicUrl?: string; siteLinks?: SiteLinks },
  ) => {
    const distDir = opts.distDir;
    const hasWebApp = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const rel = path.relative(distDir, filePath);
          res.header(
            'cache-control',
            rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    const indexHtml = hasWebApp ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : '';
    const links = opts.siteLinks ?? {};

    /** index.html with the page's language, and the first paint of /jobs, of a job's page and of the login page. */
    async function pageHtml(request: FastifyRequest, pathname: string): Promise<string> {
      const locale: ShellLocale = shellLocale(request.headers.cookie);
      const page = shellPage(pathname);
      if (page === null) return renderPage(indexHtml, locale, null, links);
      if (page.kind === 'jobs')
        return renderPage(indexHtml, locale, { heading: SHELL_TEXT[locale].jobsHeading }, links);
      if (page.kind === 'signIn') return renderPage(indexHtml, locale, { signIn: true }, links);
      let row;
      try {
        row = await findPublicJob(app.database.db, page.jobId);
      } catch (error) {
        request.log.warn({ err: error }, 'page shell: the job could not be read');
        row = undefined;
      }
      if (row === undefined) return renderPage(indexHtml, locale, null, links);
      const job: ShellJob = {
        id: row.id,
        title: row.title,
        textLanguage: row.textLanguage,
        description: row.description,
        companyName: row.companyName,
        logoUrl: publicLogoUrl(row.companyId, row.companyLogoUrl),
        employmentType: row.employmentType,
        publishedAt: row.publishedAt,
        endDate: row.endDate,
        remote: row.remote,
        remoteCountries: row.remoteCountries,
        countryCode: row.countryCode,
        cityName: row.cityNameEn,
        salary:
          row.salaryCurrency === null
            ? null
            : {
                min: row.salaryMin === null ? null : Number(row.salaryMin),
                max: row.salaryMax === null ? null : Number(row.salaryMax),
                currency: row.salaryCurrency,
                period: row.salaryPeriod,
              },
      };
      // the product's own address (PUBLIC_URL), not the Host header a client sent
      const origin = (opts.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
      return renderPage(indexHtml, locale, { job, pageUrl: `${origin}/jobs/${row.id}` }, links);
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isServicePath(url) &&
        !url.startsWith('/assets/');
      if (isPage && hasWebApp) {
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'cookie')
          .type('text/html; charset=utf-8')
          .send(await pageHtml(request, url));
      }
      return reply.status(404).send({
        error: 'not_found',
        message: `No route for ${request.method} ${url}`,
        requestId: String(request.id),
      });
    });
  },
);
