import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshSession } from '../../lib/api-client';
import { redirectToLogin } from '../../lib/login-redirect';

/** The file manager's upload address (spec: `POST /fm/upload`, outside the REST gateway's base path). */
export const UPLOAD_URL = '/fm/upload';

/** What the file manager answers for an upload (the spec's file shape; the fields a screen uses). */
export interface UploadedFile {
  id: string;
  aPIURL: string;
  aPIFilename?: string | null;
  aPIContentType?: string | null;
  aPISize?: number | null;
  downloadURL?: string | null;
}

/**
 * Why an upload failed: `type` a kind of file the server (or the picker's `accept`) refuses,
 * `size` over the kind's limit (`limit` as the server words it, "10 MB", when it said),
 * `network` no answer, `failed` any other refusal.
 */
export type UploadFailure =
  | { kind: 'type' }
  | { kind: 'size'; limit: string | null }
  | { kind: 'network' }
  | { kind: 'failed'; status: number };

export interface UploadState {
  /** 0 to 100 while the bytes go; null when nothing is on its way. */
  progress: number | null;
  uploading: boolean;
  error: UploadFailure | null;
  /** The name of the file on its way (or the last one tried). */
  fileName: string | null;
}

export interface UseUpload extends UploadState {
  /** Sends one file; answers its shape, or null when it failed or was cancelled (see `error`). */
  upload: (file: File) => Promise<UploadedFile | null>;
  /** Stops the upload on its way (nothing is reported as an error). */
  cancel: () => void;
  /** Forgets the last failure. */
  reset: () => void;
  /** Shows a failure found before sending (the file is not of the kinds asked for). */
  refuse: (file: File, error: UploadFailure) => void;
}

export interface UseUploadOptions {
  /** Who may see the file besides its owner: `sys:anonymous`, `sys:authenticated` or a subject. */
  shareWith?: string;
  bucket?: string;
}

const IDLE: UploadState = { progress: null, uploading: false, error: null, fileName: null };

/** The limit a 413 names ("must be at most 10 MB"), or null. */
export function limitOfAnswer(body: unknown): string | null {
  const texts: string[] = [];
  if (typeof body === 'object' && body !== null) {
    const { message, fields } = body as { message?: unknown; fields?: unknown };
    if (Array.isArray(fields))
      for (const f of fields as { message?: unknown }[])
        if (typeof f.message === 'string') texts.push(f.message);
    if (typeof message === 'string') texts.push(message);
  }
  for (const text of texts) {
    const found = /(\d+(?:\.\d+)?)\s*(KB|MB|GB)/i.exec(text);
    if (found !== null) return `${found[1]} ${found[2]?.toUpperCase()}`;
  }
  return null;
}

/** The failure an answer's status stands for, or null for a success. */
export function failureOf(status: number, body: unknown): UploadFailure | null {
  if (status >= 200 && status < 300) return null;
  if (status === 413) return { kind: 'size', limit: limitOfAnswer(body) };
  if (status === 400 || status === 415) {
    const { error, fields } = (typeof body === 'object' && body !== null ? body : {}) as {
      error?: unknown;
      fields?: { field?: unknown }[];
    };
    if (error === 'unsupported_file' || status === 415) return { kind: 'type' };
    if (Array.isArray(fields) && fields.some((f) => f.field === 'file')) return { kind: 'type' };
  }
  return { kind: 'failed', status };
}

interface Sent {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One POST of `file` as multipart field `file`, by XMLHttpRequest (fetch reports no upload
 * progress). Resolves with the status and the parsed body; rejects with `network` or `abort`.
 */
function send(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  xhrRef: { current: XMLHttpRequest | null },
) {
  return new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new Error('network'));
    xhr.ontimeout = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('abort'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads files to the file manager with progress: `progress` follows the bytes sent, `cancel`
 * (and unmounting) aborts. A 401 refreshes the session once and sends again; a refresh refused
 * goes to the sign-in page, as every other call does.
 */
export function useUpload(options: UseUploadOptions = {}): UseUpload {
  const [state, setState] = useState<UploadState>(IDLE);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const mounted = useRef(true);
  // each upload's number: an older one, replaced, no longer changes the state
  const latest = useRef(0);
  const { shareWith, bucket } = options;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      xhrRef.current?.abort();
    };
  }, []);

  const update = useCallback((next: Partial<UploadState>, call = latest.current) => {
    if (mounted.current && call === latest.current) setState((old) => ({ ...old, ...next }));
  }, []);

  const upload = useCallback(
    async (file: File): Promise<UploadedFile | null> => {
      xhrRef.current?.abort();
      latest.current += 1;
      const call = latest.current;
      const mine = { current: null as XMLHttpRequest | null };
      const query = new URLSearchParams();
      if (bucket !== undefined) query.set('bucket', bucket);
      if (shareWith !== undefined) query.set('share_with', shareWith);
      const url = `${UPLOAD_URL}${query.size > 0 ? `?${query.toString()}` : ''}`;
      const set = (next: Partial<UploadState>) => update(next, call);
      set({ progress: 0, uploading: true, error: null, fileName: file.name });
      const onProgress = (percent: number) => set({ progress: percent });
      const go = () => {
        const sent = send(url, file, onProgress, mine);
        xhrRef.current = mine.current;
        return sent;
      };
      try {
        let answer = await go();
        if (answer.status === 401) {
          if (!(await refreshSession().catch(() => false))) {
            redirectToLogin();
            set({ progress: null, uploading: false, error: { kind: 'failed', status: 401 } });
            return null;
          }
          if (call !== latest.current || !mounted.current) return null;
          set({ progress: 0 });
          answer = await go();
        }
        const failure = failureOf(answer.status, answer.body);
        const shape = answer.body as UploadedFile | undefined;
        if (failure === null && (typeof shape !== 'object' || typeof shape.id !== 'string')) {
          set({ progress: null, uploading: false, error: { kind: 'failed', status: answer.status } });
          return null;
        }
        set({ progress: null, uploading: false, error: failure });
        return failure === null ? (shape as UploadedFile) : null;
      } catch (caught) {
        const aborted = caught instanceof Error && caught.message === 'abort';
        set({ progress: null, uploading: false, error: aborted ? null : { kind: 'network' } });
        return null;
      } finally {
        if (xhrRef.current === mine.current) xhrRef.current = null;
      }
    },
    [bucket, shareWith, update],
  );

  const cancel = useCallback(() => xhrRef.current?.abort(), []);
  const reset = useCallback(() => update({ error: null }), [update]);
  // a failure found before sending (a file the picker's `accept` refuses)
  const refuse = useCallback(
    (file: File, error: UploadFailure) => {
      latest.current += 1;
      xhrRef.current?.abort();
      update({ progress: null, uploading: false, error, fileName: file.name });
    },
    [update],
  );

  return { ...state, upload, cancel, reset, refuse };
}
