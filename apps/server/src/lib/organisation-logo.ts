import { createHash } from 'node:crypto';

/** Where an organisation's stored logo is served (modules/organisation-logo). */
export const logoPath = (organisationId: string): string =>
  `/elevate-be/rest/api/organisation/${organisationId}/logo`;

/** Fingerprints already made, per organisation: every list answer names the same few logos again. */
const versions = new Map<string, { stored: string; version: string }>();
const MAX_REMEMBERED_VERSIONS = 10_000;

/** A short fingerprint of the stored logo: the version in its address and its ETag. */
export function logoVersion(stored: string, organisationId?: string): string {
  const known = organisationId === undefined ? undefined : versions.get(organisationId);
  if (known !== undefined && known.stored === stored) return known.version;
  const version = createHash('sha256').update(stored).digest('base64url').slice(0, 16);
  if (organisationId !== undefined) {
    if (versions.size >= MAX_REMEMBERED_VERSIONS) versions.clear();
    versions.set(organisationId, { stored, version });
  }
  return version;
}

/**
 * The logo address answers carry: a logo stored inline (a `data:` URI, as the demo world keeps
 * them) becomes the address that serves it, versioned so that browsers may cache it for good and
 * a changed logo gets a new address; an outside or file-manager address is passed on as it is.
 */
export function publicLogoUrl(organisationId: string, stored: string | null): string | null {
  if (stored === null || stored === '') return null;
  if (!stored.startsWith('data:')) return stored;
  return `${logoPath(organisationId)}?v=${logoVersion(stored, organisationId)}`;
}

/** Image types a stored logo may have; anything else is never served. */
const IMAGE_TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** The image inside a `data:` URI (base64 or percent-encoded), or undefined when it is not one. */
export function decodeLogoDataUri(uri: string): { contentType: string; body: Buffer } | undefined {
  const match = /^data:([\w.+-]+\/[\w.+-]+)((?:;[\w.+-]+(?:=[\w.+-]+)?)*),(.*)$/s.exec(uri);
  if (match === null) return undefined;
  const contentType = (match[1] ?? '').toLowerCase();
  if (!IMAGE_TYPES.has(contentType)) return undefined;
  const parameters = (match[2] ?? '').toLowerCase().split(';');
  const data = match[3] ?? '';
  try {
    const body = parameters.includes('base64')
      ? Buffer.from(data, 'base64')
      : Buffer.from(decodeURIComponent(data), 'utf8');
    return body.length === 0 ? undefined : { contentType, body };
  } catch {
    return undefined;
  }
}
