import { type RawBuilder, sql } from 'kysely';

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

/**
 * The tsquery for a keyword, or undefined when it holds no searchable term. Every word is stemmed
 * by its script's dictionary (English or Arabic); the last word also matches as a prefix ("senior acc" finds "Senior
 * Accountant"), the ones before it as whole words ("senior" and "seniors", not "seniority"): a
 * prefix that many words share is what makes the index work hardest, and typing goes on at the end.
 */
export function buildTsQuery(keyword: string): RawBuilder<unknown> | undefined {
  const terms = parseSearchTerms(keyword);
  if (terms.length === 0) return undefined;
  return sql.join(
    terms.map((term, index) => termQuery(term, index === terms.length - 1)),
    sql` && `,
  );
}

/**
 * Whether `title` holds every term of the keyword as it was typed, unstemmed: each word whole (the
 * last one as a prefix, as in buildTsQuery) and each CJK run as a substring. "developer" is in
 * "Java Developer" but not in "Business Development Executive", though both stem to "develop"; a
 * relevance search lists such titles first. Undefined when the keyword holds no searchable term.
 */
export function titleHasTerms(keyword: string, title: RawBuilder<string>): RawBuilder<boolean> | undefined {
  const terms = parseSearchTerms(keyword);
  if (terms.length === 0) return undefined;
  const last = terms.length - 1;
  // a word has only letters and digits: quoted, it is one lexeme of the query text
  const words = terms.flatMap((term, index) =>
    term.kind === 'word' ? [`'${term.word}'${index === last ? ':*' : ''}`] : [],
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
