import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type LanguageListItem, languageListResponseSchema } from '@talent/contracts';

/** The interface languages, each named in itself (so the list reads the same in every language). */
export const INTERFACE_LANGUAGES: readonly LanguageListItem[] = [
  { code: 'zh-CN', text: '简体中文' },
  { code: 'en-US', text: 'English' },
  { code: 'ar', text: 'العربية' },
];

/** One hour: the list changes only with a release, and the shell asks on every load. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The language list service the shell loads at start-up (spec section 7, "Shell calls"). */
export async function languagesRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lang/rest/languages/v1/talent-sourcing',
    {
      schema: {
        tags: ['languages'],
        summary: 'The interface languages, as {success, data: [{code, text}]}',
        response: { 200: languageListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return { success: true as const, data: [...INTERFACE_LANGUAGES] };
    },
  );
}
