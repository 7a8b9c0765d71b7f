import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryListResponseSchema,
  categoryWithSubsSchema,
  errorResponseSchema,
  idParamsSchema,
  listCategoriesQuerySchema,
} from '@talent/contracts';
import { getCategory, getCategoryTree } from './categories.service.js';

export async function categoriesRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  // `?id=` narrows the list to that category and its sub-categories (the spec's second form).
  app.get(
    '/api/category',
    {
      schema: {
        summary: 'The category tree, or one category with its sub-categories',
        tags: ['categories'],
        querystring: listCategoriesQuerySchema,
        response: { 200: categoryListResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.query;
      const items =
        id === undefined ? await getCategoryTree(app.database.db) : [await getCategory(app.database.db, id)];
      return { items };
    },
  );

  app.get(
    '/api/category/:id',
    {
      schema: {
        summary: 'One category with its sub-categories',
        tags: ['categories'],
        params: idParamsSchema,
        response: { 200: categoryWithSubsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getCategory(app.database.db, request.params.id),
  );
}
