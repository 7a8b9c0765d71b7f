import { describe, expect, it } from 'vitest';
import { hrJobStages, type LinkName, linkNameOf, linkPatterns, linkRoutes, links } from './links.js';

const ID = '4f1c2b7e-9a0d-4c3e-8f21-0b6a5d7e9c11';
const OTHER = '7d3e1a2b-5c4f-4e6a-9b8c-1d2e3f4a5b6c';

/** One sample address of every link. */
const samples: Record<LinkName, string> = {
  hrJob: links.hrJob(ID),
  hrJobStage: links.hrJobStage(ID, 'shortlist'),
  hrCandidate: links.hrCandidate('u-1234'),
  hrInterviews: links.hrInterviews(),
  hrOffers: links.hrOffers(),
  hrCollection: links.hrCollection(ID),
  application: links.application(ID),
  invitation: links.invitation(ID),
  interview: links.interview(ID, OTHER),
  offer: links.offer(ID),
  searchMatch: links.searchMatch(ID),
  notifications: links.notifications(),
  profile: links.profile(),
  conversation: links.conversation(ID),
  hrConversation: links.hrConversation(ID),
};

describe('the shared list of links', () => {
  it('has a route and a pattern for every builder, and each builder’s address matches its own pattern', () => {
    expect(Object.keys(linkRoutes).sort()).toEqual(Object.keys(links).sort());
    for (const [name, url] of Object.entries(samples) as [LinkName, string][]) {
      expect(linkPatterns[name].test(url), `${name}: ${url}`).toBe(true);
      expect(linkNameOf(url), url).toBe(name);
    }
  });

  it('builds the addresses the apps route', () => {
    expect(samples.hrJob).toBe(`/hr/jobs/${ID}`);
    expect(samples.hrJobStage).toBe(`/hr/jobs/${ID}?stage=shortlist`);
    expect(samples.interview).toBe(`/jobs/interview/${ID}/${OTHER}`);
    expect(samples.notifications).toBe('/notifications');
    for (const stage of hrJobStages) expect(linkNameOf(links.hrJobStage(ID, stage))).toBe('hrJobStage');
  });

  it('matches no address outside the list: an empty id, an unknown stage, another path', () => {
    for (const url of [
      '/applications/',
      links.application(''),
      `/hr/jobs/${ID}?stage=nowhere`,
      `/hr/jobs/${ID}/extra`,
      '/hr/job/1',
      `/jobs/interview/${ID}`,
      'https://example.com/hr/jobs/1',
      '/notifications/1',
      '/messages?channel=',
      '/hr/messages?thread=1',
    ]) {
      expect(linkNameOf(url), url).toBeUndefined();
    }
  });

  it('keeps a subject with unusual characters inside its one path segment', () => {
    const url = links.hrCandidate('a/b?c');
    expect(url).toBe('/hr/candidates/a%2Fb%3Fc');
    expect(linkNameOf(url)).toBe('hrCandidate');
  });
});
