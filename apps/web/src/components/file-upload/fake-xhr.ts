/**
 * For tests: an XMLHttpRequest that records what is sent and answers when told, so that upload
 * progress, answers and aborts can be played step by step. Install with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)`; `FakeXhr.sent` lists every request in order.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  static reset(): void {
    FakeXhr.sent = [];
  }

  /** The last request sent. */
  static get last(): FakeXhr {
    const last = FakeXhr.sent[FakeXhr.sent.length - 1];
    if (last === undefined) throw new Error('no upload was sent');
    return last;
  }

  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    if (this.aborted || this.status !== 0) return;
    this.aborted = true;
    this.onabort?.();
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** Answers with a status and a JSON body. */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection fails. */
  fail(): void {
    this.onerror?.();
  }

  /** The file sent in the multipart field `file`. */
  get file(): File | null {
    const value = this.body?.get('file');
    return value instanceof File ? value : null;
  }
}

/** A file-manager answer for an upload of `name`. */
export function uploadedShape(id: string, name: string, contentType = 'image/png') {
  return {
    id,
    aPIID: id,
    aPIURL: `/fm/download/preview/${id}`,
    aPISize: 1234,
    aPIFilename: name,
    aPIContentType: contentType,
    aPIBucket: 'upload',
    aPIObject: id,
    downloadURL: `/fm/download/${id}`,
  };
}
