/**
 * How complete a profile is, in whole percent. Each part below adds its weight when filled in; the
 * weights favour what recruiters filter and read first (experience, education, skills, a photo and
 * a headline) and sum to 100:
 *
 * | part             | weight | filled when                                      |
 * | ---------------- | -----: | ------------------------------------------------ |
 * | title            |     10 | a headline (title) is set                        |
 * | aboutMe          |     10 | "about me" is set                                |
 * | photo            |     10 | a photo (a file not deleted)                     |
 * | personalDetails  |     10 | nationality, date of birth and gender are all set |
 * | contact          |      5 | a mobile phone number                            |
 * | careerLevel      |      5 | a career level                                   |
 * | resume           |     10 | a résumé file (not deleted)                      |
 * | experience       |     15 | at least one experience                          |
 * | education        |     10 | at least one education                           |
 * | skills           |     10 | at least one skill                               |
 * | languages        |      5 | at least one language                            |
 *
 * Optional extras (projects, awards, trainings, volunteering, …) add nothing, so that a complete
 * profile is reachable by everyone, fresh graduates included, without inventing entries.
 */
export const COMPLETION_WEIGHTS = {
  title: 10,
  aboutMe: 10,
  photo: 10,
  personalDetails: 10,
  contact: 5,
  careerLevel: 5,
  resume: 10,
  experience: 15,
  education: 10,
  skills: 10,
  languages: 5,
} as const;

export type CompletionPart = keyof typeof COMPLETION_WEIGHTS;
export type CompletionFacts = Record<CompletionPart, boolean>;

export function percentageCompleted(facts: CompletionFacts): number {
  let total = 0;
  for (const part of Object.keys(COMPLETION_WEIGHTS) as CompletionPart[]) {
    if (facts[part]) total += COMPLETION_WEIGHTS[part];
  }
  return total;
}
