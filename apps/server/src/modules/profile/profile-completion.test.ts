import { describe, expect, it } from 'vitest';
import { COMPLETION_WEIGHTS, type CompletionFacts, percentageCompleted } from './profile-completion.js';

const none: CompletionFacts = {
  title: false,
  aboutMe: false,
  photo: false,
  personalDetails: false,
  contact: false,
  careerLevel: false,
  resume: false,
  experience: false,
  education: false,
  skills: false,
  languages: false,
};

describe('percentageCompleted', () => {
  it('has weights that sum to 100', () => {
    expect(Object.values(COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(percentageCompleted(none)).toBe(0);
    const all = Object.fromEntries(Object.keys(none).map((k) => [k, true])) as CompletionFacts;
    expect(percentageCompleted(all)).toBe(100);
  });

  it('adds the weight of each filled part', () => {
    expect(percentageCompleted({ ...none, experience: true })).toBe(15);
    expect(percentageCompleted({ ...none, title: true, contact: true, languages: true })).toBe(20);
  });
});
