import { type RawBuilder, sql } from 'kysely';

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff]/u;
const MAX_TERMS = 8;

export type SearchTerm = { kind: 'cjk'; chars: string[] } | { kind: 'word'; word: string };

/**
 * Splits what a person typed into search terms: runs of letters and digits. A run with CJK
 * characters becomes a sequence of characters that must appear together (a substring), any other
 * run a word matched by prefix in English and Arabic. Punctuation never reaches to_tsquery.
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

function termQuery(term: SearchTerm): RawBuilder<unknown> {
  if (term.kind === 'cjk') {
    // each character is its own lexeme in the document; adjacent lexemes make the substring
    return sql`phraseto_tsquery('simple', ${term.chars.join(' ')})`;
  }
  // the word has only letters and digits, so it is a safe single lexeme with a prefix marker
  const lexeme = `${term.word}:*`;
  return sql`(to_tsquery('english', ${lexeme}) || to_tsquery('arabic', ${lexeme}))`;
}

/** The tsquery for a keyword, or undefined when it holds no searchable term. */
export function buildTsQuery(keyword: string): RawBuilder<unknown> | undefined {
  const terms = parseSearchTerms(keyword);
  if (terms.length === 0) return undefined;
  return sql.join(terms.map(termQuery), sql` && `);
}
