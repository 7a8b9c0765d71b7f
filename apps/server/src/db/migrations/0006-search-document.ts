import { type Kysely, sql } from 'kysely';

/**
 * A smaller, sharper search document for jobs (bench/README.md, "Job search").
 *
 * - One text search configuration, `wf_multi`, stems each word with its own script's dictionary:
 *   ASCII words in English, other words (Arabic) in Arabic. Migration 0001 stored every word twice
 *   (an English and an Arabic vector of the same text); the document is now about half as large,
 *   so checking it against a query and reading it cost half as much.
 * - Chinese and Japanese runs keep one token per character (a phrase of characters is any
 *   substring, as before) and gain a token per pair of neighbouring characters. A search for two
 *   characters is then one exact index entry, and a longer one is narrowed by its pairs before the
 *   phrase is checked, instead of every job holding both characters being read.
 * - `wf_word_query(word, prefix)`: one word's query, whole or as a prefix, in `wf_multi`;
 *   `wf_title_query(query)`: the same query matching titles only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create text search configuration wf_multi (copy = english);
    alter text search configuration wf_multi alter mapping for word, hword, hword_part with arabic_stem;

    create function wf_cjk_pairs(input text) returns text
      language sql immutable strict parallel safe
      return (
        select coalesce(string_agg(substr(m[1], i, 2), ' '), '')
        from regexp_matches(input, '([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff]{2,})', 'g') as m,
             generate_series(1, length(m[1]) - 1) as i
      );

    create function wf_job_document(title text, description text) returns tsvector
      language sql immutable strict parallel safe
      return setweight(to_tsvector('wf_multi', wf_cjk_split(title)), 'A')
          || setweight(to_tsvector('simple', wf_cjk_pairs(title)), 'A')
          || setweight(to_tsvector('wf_multi', wf_cjk_split(description)), 'B')
          || setweight(to_tsvector('simple', wf_cjk_pairs(description)), 'B');

    alter table jobs drop column search_vector;
    alter table jobs add column search_vector tsvector
      generated always as (wf_job_document(title, description)) stored;
    create index jobs_search_idx on jobs using gin (search_vector);

    create or replace function wf_word_query(word text, prefix boolean) returns tsquery
      language sql immutable strict parallel safe
      return to_tsquery('wf_multi', quote_literal(word) || case when prefix then ':*' else '' end);

    -- the same query restricted to the title (weight A): a relevance search lists these first
    create function wf_title_query(q tsquery) returns tsquery
      language sql immutable strict parallel safe
      return regexp_replace(q::text, '''((?:[^'']|'''')*)''(?::(\\*))?', '''\\1'':\\2A', 'g')::tsquery;

    drop function wf_search_document(text, text);
  `.execute(db);
}
