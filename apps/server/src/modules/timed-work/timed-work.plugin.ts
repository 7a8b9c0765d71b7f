import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChatSettings, TimedWorkSettings } from '../../config.js';

export interface TimedWork {
  /** Runs every piece of timed work due at `now` (default: the clock), once; answers what it did. */
  runDue(now?: Date): Promise<Record<string, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    timedWork: TimedWork;
  }
}

export interface TimedWorkOptions {
  settings: TimedWorkSettings;
  chat: ChatSettings;
  publicUrl: string;
  /** `worker`: the queue runs the sweep on TIMED_WORK_CRON; `manual`: only runDue() (tests). */
  mode: 'worker' | 'manual';
}

/** Job alerts, deadlines and reminders (issue 23): in progress. */
export const timedWorkPlugin = fp(async (app: FastifyInstance, _opts: TimedWorkOptions) => {
  app.decorate('timedWork', { runDue: async () => ({}) });
});
