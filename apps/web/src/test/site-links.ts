/**
 * The outside links the server writes into each page (lib/config.ts), for a test; test/setup.ts
 * removes them after each test.
 */
export function setSiteLinks(links: { supportUrl?: string; providerWebsiteUrl?: string }): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = 'talent-links';
  meta.content = JSON.stringify(links);
  document.head.append(meta);
  return meta;
}

export function clearSiteLinks(): void {
  for (const meta of document.querySelectorAll('meta[name="talent-links"]')) meta.remove();
}
