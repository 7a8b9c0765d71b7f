import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** Name and version for anyone; the commit, uptime and database kind only for the platform admin. */
export const serviceInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  commit: z.string().nullable().optional(),
  uptimeSeconds: z.number().optional(),
  database: z.enum(['pglite', 'postgresql']).optional(),
});
export type ServiceInfo = z.infer<typeof serviceInfoSchema>;
