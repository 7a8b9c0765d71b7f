import { type RawBuilder, sql } from 'kysely';
import { MAX_SYNONYMS, SEARCH_SYNONYMS } from './search-synonyms.js';

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff]/u;
const MAX_TERMS = 8;

export type SearchTerm = { kind: 'cjk'; chars: string[] } | { kind: 'word'; word: string };

/**
 * Splits what a person typed into search terms: runs of letters and digits. A run with CJK
 * characters becomes a sequence of characters that must appear together (a substring), any other
 * run a word stemmed by its script's dictionary (see buildTsQuery). Punctuation never reaches to_tsquery.
 */
export function parseSearchTerms(keyword: string): SearchTerm[] {
  const runs = keyword.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms: SearchTerm[] = [];
  for (const run of runs) {
    // a run like "Java工程师" is a word and a substring
    for (const part of run.split(/([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff]+)/u)) {
      if (part === '') continue;
      terms.push(
        CJK.test(part) ? { kind: 'cjk', chars: [...part] } : { kind: 'word', word: part.toLowerCase() },
      );
    }
  }
  return terms.slice(0, MAX_TERMS);
}

function termQuery(term: SearchTerm, prefix: boolean): RawBuilder<unknown> {
  if (term.kind === 'cjk') {
    // the document holds each character and each pair of neighbours (migration 0006): one
    // character or one pair is an exact entry of the index; a longer run needs all its pairs,
    // and its characters next to each other in order (a phrase) to be that substring
    const { chars } = term;
    if (chars.length === 1) return sql`phraseto_tsquery('simple', ${chars[0]})`;
    const pairs = chars.slice(1).map((char, i) => `${chars[i] ?? ''}${char}`);
    if (chars.length === 2) return sql`plainto_tsquery('simple', ${pairs[0]})`;
    return sql`(plainto_tsquery('simple', ${pairs.join(' ')}) && phraseto_tsquery('simple', ${chars.join(' ')}))`;
  }
  // the word has only letters and digits, so it is a safe single lexeme (migration 0006)
  return sql`wf_word_query(${term.word}, ${prefix})`;
}

/** The words of a wording, all of them (&&): the last one as a prefix when `prefix`. */
function allTerms(terms: readonly SearchTerm[], prefix: boolean): RawBuilder<unknown> {
  return sql.join(
    terms.map((term, index) => termQuery(term, prefix && index === terms.length - 1)),
    sql` && `,
  );
}

/**
 * The tsquery for a keyword, or undefined when it holds no searchable term. Every word is stemmed
 * by its script's dictionary (English or Arabic); the last word also matches as a prefix ("senior acc" finds "Senior
 * Accountant"), the ones before it as whole words ("senior" and "seniors", not "seniority"): a
 * prefix that many words share is what makes the index work hardest, and typing goes on at the end.
 * A keyword naming a role also matches the role's other wordings (synonymKeywords), whole words.
 */
export function buildTsQuery(keyword: string): RawBuilder<unknown> | undefined {
  const terms = parseSearchTerms(keyword);
  if (terms.length === 0) return undefined;
  const wordings = [
    allTerms(terms, true),
    ...synonymKeywords(keyword).map((other) => allTerms(parseSearchTerms(other), false)),
  ];
  return wordings.length === 1 ? wordings[0] : sql`(${sql.join(wordings, sql`) || (`)})`;
}

/**
 * Whether `title` holds every term of the keyword as it was typed, unstemmed: each word whole (the
 * last one as a prefix, as in buildTsQuery) and each CJK run as a substring. "developer" is in
 * "Java Developer" but not in "Business Development Executive", though both stem to "develop"; a
 * relevance search lists such titles first. Undefined when the keyword holds no searchable term.
 */
export function titleHasTerms(keyword: string, title: RawBuilder<string>): RawBuilder<boolean> | undefined {
  const terms = parseSearchTerms(keyword);
  return terms.length === 0 ? undefined : titleHas(terms, true, title);
}

type Script = 'arabic' | 'cjk' | 'latin';
const scriptOf = (text: string): Script =>
  CJK.test(text) ? 'cjk' : /\p{Script=Arabic}/u.test(text) ? 'arabic' : 'latin';

/**
 * Whether `title` holds one of the other wordings of the keyword (synonymKeywords) as whole words,
 * "Java Developer" for "software engineer": `same` for the wordings in the keyword's own script,
 * which a relevance search lists first, `other` for those in another (a "Lecturer" for "معلم").
 * Each is undefined when there is no such wording.
 */
export function titleHasSynonym(
  keyword: string,
  title: RawBuilder<string>,
): { same?: RawBuilder<boolean>; other?: RawBuilder<boolean> } {
  const script = scriptOf(keyword);
  const others = synonymKeywords(keyword);
  const anyOf = (wordings: string[]) =>
    wordings.length === 0
      ? undefined
      : sql<boolean>`(${sql.join(
          wordings.map((other) => titleHas(parseSearchTerms(other), false, title)),
          sql` or `,
        )})`;
  return {
    same: anyOf(others.filter((other) => scriptOf(other) === script)),
    other: anyOf(others.filter((other) => scriptOf(other) !== script)),
  };
}

function titleHas(
  terms: readonly SearchTerm[],
  prefix: boolean,
  title: RawBuilder<string>,
): RawBuilder<boolean> {
  const last = terms.length - 1;
  // a word has only letters and digits: quoted, it is one lexeme of the query text
  const words = terms.flatMap((term, index) =>
    term.kind === 'word' ? [`'${term.word}'${prefix && index === last ? ':*' : ''}`] : [],
  );
  const parts: RawBuilder<boolean>[] = terms.flatMap((term) =>
    term.kind === 'cjk' ? [sql<boolean>`strpos(${title}, ${term.chars.join('')}) > 0`] : [],
  );
  if (words.length > 0) {
    parts.unshift(
      sql<boolean>`to_tsvector('simple', ${title}) @@ to_tsquery('simple', ${words.join(' & ')})`,
    );
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

type Token = SearchTerm;

/** A typed token is an entry's token, an English plural too ("teachers" is "teacher"). */
const sameToken = (typed: Token, entry: Token) =>
  typed.kind === 'word' && entry.kind === 'word'
    ? typed.word === entry.word ||
      (/^[a-z]+$/.test(entry.word) && (typed.word === `${entry.word}s` || typed.word === `${entry.word}es`))
    : typed.kind === 'cjk' && entry.kind === 'cjk' && typed.chars.join('') === entry.chars.join('');

const asText = (tokens: readonly Token[]) =>
  tokens.map((token) => (token.kind === 'word' ? token.word : token.chars.join(''))).join(' ');

/**
 * Where `entry` is in `tokens`: a run of equal tokens, or a Chinese entry of one run inside a
 * longer Chinese run. The tokens before and after it, the matched one split where it must be.
 */
function findEntry(tokens: readonly Token[], entry: readonly Token[]): [Token[], Token[]] | undefined {
  const only = entry[0];
  if (entry.length === 1 && only?.kind === 'cjk') {
    const wanted = only.chars.join('');
    for (const [index, token] of tokens.entries()) {
      if (token.kind !== 'cjk') continue;
      const text = token.chars.join('');
      const at = text.indexOf(wanted);
      if (at < 0) continue;
      const before = text.slice(0, at);
      const after = text.slice(at + wanted.length);
      const cjk = (part: string): Token[] => (part === '' ? [] : [{ kind: 'cjk', chars: [...part] }]);
      return [
        [...tokens.slice(0, index), ...cjk(before)],
        [...cjk(after), ...tokens.slice(index + 1)],
      ];
    }
    return undefined;
  }
  for (let start = 0; start + entry.length <= tokens.length; start += 1) {
    if (entry.every((token, offset) => sameToken(tokens[start + offset] as Token, token))) {
      return [tokens.slice(0, start), tokens.slice(start + entry.length)];
    }
  }
  return undefined;
}

const PARSED_GROUPS = SEARCH_SYNONYMS.map((group) => group.map((entry) => parseSearchTerms(entry)));

/**
 * The other wordings of what was typed: the keyword with its role words replaced by each of their
 * synonyms, as text. The longest entry found wins ("software engineer" before "engineer"); one
 * group is used. Empty when the keyword names no role of SEARCH_SYNONYMS.
 */
export function synonymKeywords(keyword: string): string[] {
  const tokens = parseSearchTerms(keyword);
  if (tokens.length === 0) return [];
  let best: { group: readonly Token[][]; entry: Token[]; around: [Token[], Token[]] } | undefined;
  for (const group of PARSED_GROUPS) {
    for (const entry of group) {
      if (entry.length === 0) continue;
      if (best !== undefined && asText(entry).length <= asText(best.entry).length) continue;
      const around = findEntry(tokens, entry);
      if (around !== undefined) best = { group, entry, around };
    }
  }
  if (best === undefined) return [];
  const typed = asText(tokens);
  const [before, after] = best.around;
  const out: string[] = [];
  for (const other of best.group) {
    if (other === best.entry) continue;
    const text = asText([...before, ...other, ...after]);
    if (text !== typed && !out.includes(text)) out.push(text);
    if (out.length >= MAX_SYNONYMS) break;
  }
  return out;
}
