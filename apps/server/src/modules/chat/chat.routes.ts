import type { FastifyInstance } from 'fastify';
import type { ChatSettings, FileSettings } from '../../config.js';

export interface ChatRoutesOptions {
  settings: ChatSettings;
  files: FileSettings;
  dataDir: string;
}

/** Conversations under /router/rest/api (register with the prefix `/router/rest`). Issue 23: in progress. */
export async function chatRoutes(_app: FastifyInstance, _opts: ChatRoutesOptions): Promise<void> {}
