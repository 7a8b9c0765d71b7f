import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  JsonResume,
  JsonResumeImportPlan,
  JsonResumeImportResult,
  ResumePrefillResponse,
} from '@talent/contracts';
import { apiGet, apiRequestOrThrow } from '../../../lib/api-client';
import { COMPLETENESS_KEY, PROFILE_KEY } from '../api';

const JSON_RESUME = '/api/job-seeker/profile/json-resume';

/** A file name from a person's name: letters of any script kept, anything a file system minds dropped. */
export function resumeFileName(fullName: string): string {
  const base = fullName
    .normalize('NFC')
    .replace(/[\p{Cc}\\/:*?"<>|.]+/gu, ' ')
    .trim()
    .replace(/\s+/gu, '-');
  return `${base === '' ? 'resume' : base}.json`;
}

/** Saves a JSON value as a file through the browser's download. */
function saveJson(value: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob over; a moment later it can go
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET …/json-resume, saved as `<name>.json`. */
export function useJsonResumeDownload(fullName: string) {
  return useMutation({
    mutationFn: async () => {
      const resume = await apiGet<JsonResume>(JSON_RESUME);
      saveJson(resume, resumeFileName(fullName));
    },
  });
}

/** Why a chosen file cannot be imported before the server is asked. */
export class UnreadableFileError extends Error {
  constructor(readonly reason: 'notJson' | 'tooBig') {
    super(reason);
    this.name = 'UnreadableFileError';
  }
}

/** Files larger than this are refused before reading (the server's body limit is of this order). */
export const JSON_RESUME_MAX_BYTES = 1_000_000;

/** A chosen file as JSON: refused when too big or not JSON. */
export async function readJsonFile(file: File): Promise<unknown> {
  if (file.size > JSON_RESUME_MAX_BYTES) throw new UnreadableFileError('tooBig');
  const text = await file.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UnreadableFileError('notJson');
  }
}

/** POST …/json-resume/preview: what importing would change; nothing is written. */
export function useJsonResumePreview() {
  return useMutation({
    mutationFn: (doc: unknown) =>
      apiRequestOrThrow<JsonResumeImportPlan>('POST', `${JSON_RESUME}/preview`, { body: doc }),
  });
}

/** POST …/json-resume: the import itself; the profile and completeness are read again after. */
export function useJsonResumeImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doc: unknown) =>
      apiRequestOrThrow<JsonResumeImportResult>('POST', JSON_RESUME, { body: doc }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: COMPLETENESS_KEY }),
      ]),
  });
}

/**
 * POST …/resume-prefill: suggestions read from a PDF résumé. It writes nothing, so it is read as a
 * query (one request per opening of the dialog, never kept for another).
 */
export function useResumePrefill(fileId: string) {
  return useQuery({
    queryKey: ['profile', 'resume-prefill', fileId],
    queryFn: ({ signal }) =>
      apiRequestOrThrow<ResumePrefillResponse>('POST', '/api/job-seeker/profile/resume-prefill', {
        body: { file: { id: fileId } },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
