import type { PrefillEducation, PrefillExperience } from '@talent/contracts';

/**
 * Reads jobs and studies out of a résumé's plain text, as a PDF gives it: line by line, by the
 * headings résumés use ("Experience", "Education"), by the date ranges next to each entry
 * ("Mar 2019 – Present", "2021-03 to now", "2015 - 2017") and by the words degrees and schools are
 * named with. Guesses, shown to the seeker to confirm and correct, never written by themselves.
 */

/** Entries one résumé may suggest, per list. */
export const PREFILL_MAX_EXPERIENCES = 20;
export const PREFILL_MAX_EDUCATIONS = 10;

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const POINT = `(?:${MONTH_NAME},?\\s+\\d{4}|\\d{4}[-/.]\\d{1,2}(?![\\d])|\\d{1,2}[-/.]\\d{4}|\\d{4})`;
const NOW = '(?:present|now|current(?:ly)?|today|ongoing|to date)';
const EDGE_BEFORE = '(?<![\\p{L}\\d])';
const EDGE_AFTER = '(?![\\p{L}\\d])';
const RANGE = new RegExp(
  `${EDGE_BEFORE}(${POINT})\\s*(?:-|–|—|to|until|till)\\s*(${POINT}|${NOW})${EDGE_AFTER}`,
  'iu',
);
const SINGLE = new RegExp(`${EDGE_BEFORE}(${POINT})${EDGE_AFTER}`, 'iu');
const IS_NOW = new RegExp(`^${NOW}$`, 'iu');

/** "Mar 2021", "March, 2021", "2021-03", "03/2021" or "2021" as the month's first day; null when it is not a date. */
export function monthOf(point: string, now = new Date()): string | null {
  const text = point.trim().toLowerCase();
  let year: number;
  let month = 1;
  const named = /^([a-z]+)\.?,?\s+(\d{4})$/u.exec(text);
  const yearFirst = /^(\d{4})[-/.](\d{1,2})$/u.exec(text);
  const monthFirst = /^(\d{1,2})[-/.](\d{4})$/u.exec(text);
  if (named !== null) {
    const m = MONTHS[(named[1] ?? '').slice(0, 3)];
    if (m === undefined) return null;
    month = m;
    year = Number(named[2]);
  } else if (yearFirst !== null) {
    year = Number(yearFirst[1]);
    month = Number(yearFirst[2]);
  } else if (monthFirst !== null) {
    month = Number(monthFirst[1]);
    year = Number(monthFirst[2]);
  } else if (/^\d{4}$/u.test(text)) {
    year = Number(text);
  } else return null;
  if (month < 1 || month > 12 || year < 1950 || year > now.getUTCFullYear() + 10) return null;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

type Section = 'experience' | 'education' | 'other' | 'unknown';

const HEADINGS: [Section, RegExp][] = [
  [
    'experience',
    /^(?:(?:work|professional|employment|career|relevant|job)\s+)?(?:experience|history|employment)(?:\s+history)?$/iu,
  ],
  [
    'education',
    /^(?:education(?:\s+(?:and|&)\s+training)?|academic\s+(?:background|qualifications)|qualifications|studies)$/iu,
  ],
  [
    'other',
    /^(?:about(?:\s+me)?|summary|profile|(?:professional|career)\s+summary|objective|(?:technical|key|core)?\s*skills(?:\s+(?:and|&)\s+\w+)?|competencies|languages|certifications?|certificates|licen[cs]es.*|projects|interests|hobbies|awards|honou?rs|references|volunteer.*|contact(?:\s+details)?|publications|courses|trainings?|personal\s+(?:details|information))$/iu,
  ],
];

function headingOf(line: string): Section | null {
  const text = line.replace(/[:：]\s*$/u, '').trim();
  if (text.length > 40) return null;
  for (const [section, pattern] of HEADINGS) if (pattern.test(text)) return section;
  return null;
}

const DEGREE =
  /(?<![\p{L}])(?:bachelor(?:'s|’s|s)?|master(?:'s|’s|s)?|b\.?\s?sc|m\.?\s?sc|b\.?\s?eng|m\.?\s?eng|b\.\s?a\.?|m\.\s?a\.?|b\.\s?s\.?|m\.\s?s\.?|mba|ph\.?\s?d|doctorate|doctor of|diploma|associate(?:'s|’s)? degree|degree|secondary school|high school)(?![\p{L}])/iu;
const SCHOOL =
  /(?<![\p{L}])(?:university|college|institute|school|academy|polytechnic|faculty|universit[äé]t?|école|conservatory)(?![\p{L}])/iu;
const COMPANY =
  /(?<![\p{L}])(?:llc|l\.l\.c|ltd|limited|inc|corp|corporation|co\.|company|group|gmbh|s\.?a\.?o\.?[cg]|plc|bank|holding|technologies|solutions|services|partners|consulting|agency|ministry)(?![\p{L}])/iu;
const BULLET = /^[•●▪◦*·–-]\s*/u;

/** A line that names something (a title, a company, a school) rather than telling what was done. */
const isNameLine = (line: string) =>
  line.length <= 90 && !BULLET.test(line) && !/[.!?;:]$/u.test(line) && headingOf(line) === null;

/** What is left of a line once its dates are taken out, without the brackets and dashes around them. */
function withoutDates(line: string, match: RegExpExecArray | null): string {
  const text =
    match === null ? line : `${line.slice(0, match.index)} ${line.slice(match.index + match[0].length)}`;
  return text
    .replace(/\(\s*\)|\[\s*\]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,;|·•–—:-]+|[\s,;|·•–—:(-]+$/gu, '')
    .trim();
}

const SPLIT = /\s+(?:at|@)\s+|\s*[,|·•]\s*|\s+[–—-]\s+/u;

/** "Title, Company", "Title at Company", "Company | Title": the title and the company, in that order. */
function titleAndCompany(parts: string[]): { jobTitle: string; companyName: string } {
  let title: string;
  let company: string;
  if (parts.length >= 2) {
    title = parts[0] ?? '';
    company = parts[1] ?? '';
  } else {
    const one = parts[0] ?? '';
    const m = SPLIT.exec(one);
    if (m === null) return { jobTitle: one, companyName: '' };
    title = one.slice(0, m.index);
    company = one.slice(m.index + m[0].length);
  }
  // a place written after the company ("Acme | Muscat") is not part of its name
  company = company.split(/\s*[|·•]\s*|\s+[–—]\s+/u)[0] ?? company;
  if (COMPANY.test(title) && !COMPANY.test(company)) [title, company] = [company, title];
  return { jobTitle: title.trim(), companyName: company.trim() };
}

interface Line {
  text: string;
  section: Section;
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let section: Section = 'unknown';
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.replace(/\s+/gu, ' ').trim();
    if (line === '') continue;
    const heading = headingOf(line);
    if (heading !== null) {
      section = heading;
      continue;
    }
    out.push({ text: line, section });
  }
  return out;
}

function experiencesOf(lines: Line[]): PrefillExperience[] {
  const out: PrefillExperience[] = [];
  let consumed = -1;
  lines.forEach((line, index) => {
    if (out.length >= PREFILL_MAX_EXPERIENCES) return;
    const inSection =
      line.section === 'experience' ||
      (line.section === 'unknown' && !DEGREE.test(line.text) && !SCHOOL.test(line.text));
    if (!inSection) return;
    const range = RANGE.exec(line.text);
    if (range === null) return;
    const rest = withoutDates(line.text, range);
    // the title and company on the one or two lines above the dates, unless the dates' own line
    // names both ("Developer, Acme (2021-03 to now)", "Analyst at Acme  Jan 2020 – Present")
    const above: string[] = [];
    const selfContained = /\s(?:at|@)\s|,\s/u.test(rest);
    for (let i = index - 1; i > consumed && above.length < (rest.length >= 2 ? 1 : 2); i -= 1) {
      if (selfContained) break;
      const prev = lines[i];
      if (prev === undefined || prev.section !== line.section || !isNameLine(prev.text)) break;
      if (RANGE.test(prev.text)) break;
      above.unshift(prev.text);
    }
    const parts = rest.length >= 2 ? [...above, rest] : above;
    consumed = index;
    const { jobTitle, companyName } = titleAndCompany(parts);
    if (jobTitle === '') return;
    const end = range[2] ?? '';
    const isCurrent = IS_NOW.test(end.trim());
    const dateFrom = monthOf(range[1] ?? '');
    // a job is known by when it started: "9123-4567" in a phone number is no range of years
    if (dateFrom === null) return;
    let dateTo = isCurrent ? null : monthOf(end);
    if (dateFrom !== null && dateTo !== null && dateTo < dateFrom) dateTo = null;
    out.push({ jobTitle, companyName, dateFrom, dateTo, isCurrent });
  });
  return out;
}

function educationsOf(lines: Line[]): PrefillEducation[] {
  const out: PrefillEducation[] = [];
  // the entry being read, and whether its dates were found already
  const at: { entry: PrefillEducation | null; dated: boolean } = { entry: null, dated: false };
  const start = (): PrefillEducation => {
    const entry = { degreeTitle: '', universityName: '', startDate: null, endDate: null };
    at.entry = entry;
    at.dated = false;
    out.push(entry);
    return entry;
  };
  for (const line of lines) {
    const inSection =
      line.section === 'education' ||
      (line.section === 'unknown' && DEGREE.test(line.text) && SINGLE.test(line.text));
    if (!inSection || BULLET.test(line.text)) continue;
    const range = RANGE.exec(line.text);
    const single = range === null ? SINGLE.exec(line.text) : null;
    const parts = withoutDates(line.text, range ?? single)
      .split(/\s*[,|·•]\s*|\s+[–—-]\s+/u)
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const degree = parts.find((p) => DEGREE.test(p));
    const school = parts.find((p) => p !== degree && SCHOOL.test(p));
    let entry = at.entry;
    if (degree !== undefined) {
      entry = entry === null || entry.degreeTitle !== '' ? start() : entry;
      entry.degreeTitle = degree;
    }
    if (school !== undefined) {
      entry = entry === null || entry.universityName !== '' ? start() : entry;
      entry.universityName = school;
    }
    if (entry !== null && !at.dated && (range !== null || single !== null)) {
      if (range !== null) {
        entry.startDate = monthOf(range[1] ?? '');
        entry.endDate = IS_NOW.test((range[2] ?? '').trim()) ? null : monthOf(range[2] ?? '');
      } else entry.endDate = monthOf(single?.[1] ?? '');
      if (entry.startDate !== null && entry.endDate !== null && entry.endDate < entry.startDate)
        entry.startDate = null;
      at.dated = true;
    }
  }
  return out
    .filter((e) => e.degreeTitle !== '' || (e.universityName !== '' && e.endDate !== null))
    .slice(0, PREFILL_MAX_EDUCATIONS);
}

/** Jobs and studies found in a résumé's text. */
export function readResumeText(text: string): {
  experiences: PrefillExperience[];
  educations: PrefillEducation[];
} {
  const lines = linesOf(text);
  return { experiences: experiencesOf(lines), educations: educationsOf(lines) };
}

/** Words of a text, as a skill's name is matched against them: split at spaces and list punctuation. */
function wordsOf(text: string): string[] {
  return text
    .split(/[\s,;|/()[\]{}"“”•·:!?]+/u)
    .map((w) => w.replace(/^['‘’]+|['‘’.]+$/gu, ''))
    .filter((w) => w !== '');
}

/**
 * The skills of a list named in a text as whole words (or runs of words: "Machine Learning"), each
 * once, in the order first named. Names of one or two characters ("C", "R", "Go") must match in
 * case as well, so that "go" in a sentence is not the language.
 */
export function skillsNamedIn<T extends { name: string }>(text: string, skills: readonly T[]): T[] {
  const byName = new Map<string, T[]>();
  let longest = 1;
  for (const skill of skills) {
    const words = wordsOf(skill.name);
    if (words.length === 0) continue;
    longest = Math.max(longest, words.length);
    const key = words.join(' ').toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), skill]);
  }
  const words = wordsOf(text);
  const found = new Map<T, number>();
  for (let i = 0; i < words.length; i += 1) {
    for (let n = Math.min(longest, words.length - i); n >= 1; n -= 1) {
      const phrase = words.slice(i, i + n).join(' ');
      const matches = byName.get(phrase.toLowerCase());
      if (matches === undefined) continue;
      for (const skill of matches) {
        if (found.has(skill)) continue;
        if (skill.name.length <= 2 && skill.name !== phrase) continue;
        found.set(skill, i);
      }
    }
  }
  return [...found.keys()];
}
