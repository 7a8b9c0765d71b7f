/**
 * Where the product sends people beyond itself, set when the server starts (SUPPORT_URL,
 * PROVIDER_WEBSITE_URL; README "Configuration") and read here at run time from the meta tag the
 * server writes into every page (`talent-links`, apps/server/src/plugins/page-shell.ts). Unset, a
 * link is not offered at all: no placeholder address is ever shown.
 */
export interface SiteLinks {
  /** The help menu's and the account-link page's "Contact support". */
  supportUrl: string | null;
  /** Where the locked notice's "Got it" goes (spec section 4); null: it signs out. */
  providerWebsiteUrl: string | null;
}

const META_NAME = 'talent-links';

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The page's outside links; none when the page has no tag (the dev server) or a broken one. */
export function siteLinks(doc: Document = document): SiteLinks {
  const content = doc.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content') ?? '{}';
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value === 'object' && value !== null) parsed = value as Record<string, unknown>;
  } catch {
    // a broken tag offers no links
  }
  return { supportUrl: httpUrl(parsed.supportUrl), providerWebsiteUrl: httpUrl(parsed.providerWebsiteUrl) };
}
