import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const serviceInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  commit: z.string().nullable(),
  uptimeSeconds: z.number(),
  database: z.enum(['pglite', 'postgresql']),
});
export type ServiceInfo = z.infer<typeof serviceInfoSchema>;
