import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  errorResponseSchema,
  jobReferenceDataSchema,
  profileReferenceDataSchema,
  skillSearchQuerySchema,
  skillSearchResponseSchema,
} from '@talent/contracts';

/** One hour: reference data changes only with a migration or a seed. */
const CACHE_CONTROL = 'public, max-age=3600';

const named = { nameEn: 'nameEn', nameZh: 'nameZh', nameAr: 'nameAr' } as const;
type NamedRow = { nameEn: string; nameZh: string; nameAr: string };
const names = (row: NamedRow) => ({ en: row.nameEn, zh: row.nameZh, ar: row.nameAr });

/**
 * The values a job is written with (the recruiter's job editor, issue 12): countries, cities,
 * currencies, languages and their levels, degree and career levels, contract types; and a type-ahead
 * search of the skills. Public, like the category tree: none of it is private.
 */
export async function referenceDataRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/reference/job',
    {
      schema: {
        tags: ['reference'],
        summary: 'The countries, cities, currencies, languages and levels a job is written with',
        response: { 200: jobReferenceDataSchema },
      },
    },
    async (_request, reply) => {
      const cols = Object.values(named);
      const [
        countries,
        cities,
        currencies,
        languages,
        languageLevels,
        degreeLevels,
        careerLevels,
        contractTypes,
      ] = await Promise.all([
        db()
          .selectFrom('countries')
          .select(['code', ...cols])
          .orderBy('nameEn')
          .execute(),
        db()
          .selectFrom('cities')
          .select(['id', 'countryCode', ...cols])
          .orderBy('nameEn')
          .execute(),
        db()
          .selectFrom('currencies')
          .select(['code', ...cols])
          .orderBy('code')
          .execute(),
        db()
          .selectFrom('languages')
          .select(['code', ...cols])
          .orderBy('nameEn')
          .execute(),
        db()
          .selectFrom('languageLevels')
          .select(['id', ...cols])
          .orderBy('rank')
          .execute(),
        db()
          .selectFrom('degreeLevels')
          .select(['id', ...cols])
          .orderBy('rank')
          .execute(),
        db()
          .selectFrom('careerLevels')
          .select(['id', ...cols])
          .orderBy('rank')
          .execute(),
        db()
          .selectFrom('contractTypes')
          .select(['id', ...cols])
          .orderBy('nameEn')
          .execute(),
      ]);
      reply.header('cache-control', CACHE_CONTROL);
      return {
        countries: countries.map((r) => ({ code: r.code, name: names(r) })),
        cities: cities.map((r) => ({ id: r.id, countryCode: r.countryCode, name: names(r) })),
        currencies: currencies.map((r) => ({ code: r.code, name: names(r) })),
        languages: languages.map((r) => ({ code: r.code, name: names(r) })),
        languageLevels: languageLevels.map((r) => ({ id: r.id, name: names(r) })),
        degreeLevels: degreeLevels.map((r) => ({ id: r.id, name: names(r) })),
        careerLevels: careerLevels.map((r) => ({ id: r.id, name: names(r) })),
        contractTypes: contractTypes.map((r) => ({ id: r.id, name: names(r) })),
      };
    },
  );

  app.get(
    '/api/reference/profile',
    {
      schema: {
        tags: ['reference'],
        summary:
          'The states, specializations, industries, interests, employment types and section and setting keys a profile is written with',
        response: { 200: profileReferenceDataSchema },
      },
    },
    async (_request, reply) => {
      const cols = Object.values(named);
      const [states, specializations, industries, interests, employmentTypes, sectionKeys, settingKeys] =
        await Promise.all([
          db()
            .selectFrom('states')
            .select(['id', 'countryCode', ...cols])
            .orderBy('nameEn')
            .execute(),
          db()
            .selectFrom('specializations')
            .select(['id', ...cols])
            .orderBy('nameEn')
            .execute(),
          db()
            .selectFrom('industries')
            .select(['id', 'code', ...cols])
            .orderBy('nameEn')
            .execute(),
          db()
            .selectFrom('interests')
            .select(['id', 'imageUrl', ...cols])
            .orderBy('nameEn')
            .execute(),
          db()
            .selectFrom('employmentTypes')
            .select(['code', ...cols])
            .orderBy('position')
            .orderBy('code')
            .execute(),
          db().selectFrom('sectionKeys').select(['id', 'sectionKey']).orderBy('sectionKey').execute(),
          db().selectFrom('settingKeys').select(['id', 'settingKey']).orderBy('settingKey').execute(),
        ]);
      reply.header('cache-control', CACHE_CONTROL);
      return {
        states: states.map((r) => ({ id: r.id, countryCode: r.countryCode, name: names(r) })),
        specializations: specializations.map((r) => ({ id: r.id, name: names(r) })),
        industries: industries.map((r) => ({ id: r.id, code: r.code, name: names(r) })),
        interests: interests.map((r) => ({ id: r.id, name: names(r), imageUrl: r.imageUrl })),
        employmentTypes: employmentTypes.map((r) => ({ code: r.code, name: names(r) })),
        sectionKeys: sectionKeys.map((r) => ({ id: r.id, key: r.sectionKey })),
        settingKeys: settingKeys.map((r) => ({ id: r.id, key: r.settingKey })),
      };
    },
  );

  app.get(
    '/api/reference/skill',
    {
      schema: {
        tags: ['reference'],
        summary: 'Skills whose name contains q (any case), those starting with it first',
        querystring: skillSearchQuerySchema,
        response: { 200: skillSearchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      const needle = q.toLowerCase();
      const items = await db()
        .selectFrom('skills')
        .select(['id', 'name'])
        .where(sql<number>`strpos(lower(name), ${needle})`, '>', 0)
        .orderBy(sql`strpos(lower(name), ${needle})`)
        .orderBy(sql`length(name)`)
        .orderBy('name')
        .limit(limit)
        .execute();
      return { items };
    },
  );
}
