import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON answers, GraphQL's included (`application/graphql-response+json`). */
const JSON_TYPES = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

/**
 * Compresses JSON answers with brotli or gzip, whichever the client prefers, above 1 KB. The web
 * app's files are not touched here: web-app.ts sends their pre-compressed `.br`/`.gz` siblings, made
 * once at build time with the best settings. Brotli runs at quality 4 for answers made per request:
 * about 1 ms for the 100-job list and smaller than gzip, where brotli's default (quality 11) takes
 * about 40 ms (bench/README.md).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: JSON_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
