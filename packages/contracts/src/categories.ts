import { z } from 'zod';
import { emptyToUndefined, localizedTextSchema } from './common.js';

export const categorySchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  name: localizedTextSchema,
  jobCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryWithSubsSchema = categorySchema.extend({
  subCategories: z.array(categorySchema),
});
export type CategoryWithSubs = z.infer<typeof categoryWithSubsSchema>;

export const listCategoriesQuerySchema = z.object({
  id: z.preprocess(emptyToUndefined, z.uuid().optional()),
});
export type ListCategoriesQuery = z.infer<typeof listCategoriesQuerySchema>;

export const categoryListResponseSchema = z.object({
  items: z.array(categoryWithSubsSchema),
});
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;
