import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@talent/contracts';
import { notFound } from '../../lib/errors.js';
import { decodeLogoDataUri, logoVersion } from '../../lib/organisation-logo.js';

const paramsSchema = z.object({ organisationId: z.uuid() });
const querySchema = z.object({
  v: z.string().max(64).optional().describe('The logo version the address was made for'),
});

/** The image types a logo is served as (lib/organisation-logo.ts reads no others). */
const LOGO_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const imageSchema = z.string().meta({ format: 'binary' });

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/**
 * An organisation's logo as an image, so that job and company answers carry its address once
 * rather than the same inline image on every card. Public: logos show on the public job board.
 */
export async function organisationLogoRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/organisation/:organisationId/logo',
    {
      schema: {
        tags: ['jobs'],
        summary: "An organisation's logo (an image; cached, versioned by ?v=)",
        params: paramsSchema,
        querystring: querySchema,
        response: {
          200: {
            description: 'The image (SVG, PNG, JPEG, WebP or GIF)',
            content: Object.fromEntries(LOGO_TYPES.map((type) => [type, { schema: imageSchema }])),
          },
          304: z.undefined().describe('Not modified (If-None-Match names the current version)'),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await app.database.db
        .selectFrom('organisations')
        .select('logoUrl')
        .where('id', '=', request.params.organisationId)
        .executeTakeFirst();
      const image =
        row?.logoUrl !== null && row?.logoUrl !== undefined ? decodeLogoDataUri(row.logoUrl) : undefined;
      if (row?.logoUrl == null || image === undefined) throw notFound('Logo');

      const version = logoVersion(row.logoUrl);
      const etag = `"${version}"`;
      reply
        // the address with the current version never changes; any other is checked again daily
        .header('cache-control', request.query.v === version ? YEAR : DAY)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // an SVG opened on its own is a document: no scripts, no outside loads, nothing embedded
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      const given = request.headers['if-none-match'];
      if (given !== undefined && given.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        // no body at all: not even the JSON `null` a schema would serialise
        return (reply as FastifyReply).status(304).send();
      }
      // the image's bytes as they are (the content schema above describes them; nothing is serialised)
      return (reply as FastifyReply).type(image.contentType).send(image.body);
    },
  );
}
