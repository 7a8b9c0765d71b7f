import { describe, expect, it } from 'vitest';
import { siteLinks } from './config';

function page(meta: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (meta !== null) {
    const tag = doc.createElement('meta');
    tag.name = 'talent-links';
    tag.content = meta;
    doc.head.append(tag);
  }
  return doc;
}

describe('siteLinks', () => {
  it('reads the links the server wrote into the page', () => {
    expect(
      siteLinks(page('{"supportUrl":"https://help.example/chat","providerWebsiteUrl":"https://p.example/"}')),
    ).toEqual({ supportUrl: 'https://help.example/chat', providerWebsiteUrl: 'https://p.example/' });
  });

  it('offers none without the tag, with a broken one, or for an address that is not http(s)', () => {
    const none = { supportUrl: null, providerWebsiteUrl: null };
    expect(siteLinks(page(null))).toEqual(none);
    expect(siteLinks(page('{'))).toEqual(none);
    expect(siteLinks(page('[]'))).toEqual(none);
    expect(siteLinks(page('{"supportUrl":"javascript:alert(1)","providerWebsiteUrl":42}'))).toEqual(none);
  });
});
