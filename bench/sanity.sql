-- Sanity checks after a scale seed (bench/scale-seed.sh): counts, shape, integrity, and the
-- plan of a keyword search as the jobs API runs it.
\timing on
analyze;
select
  (select count(*) from organisations) as organisations,
  (select count(*) from jobs) as jobs,
  (select count(*) from jobs where status = 'published') as published,
  (select count(*) from users) as users,
  (select count(*) from profiles) as profiles,
  (select count(*) from applications) as applications;
select text_language, count(*), round(100.0 * count(*) / sum(count(*)) over (), 1) as percent
from jobs group by text_language order by text_language;
select count(*) as jobs_without_skills from jobs j where not exists (select 1 from job_skills s where s.job_id = j.id);
select count(*) as bulk_seekers_without_experience from users u
where u.email like '%@bulk.test' and u.subject like 'bulk-%-s-%'
  and not exists (select 1 from experiences e where e.user_id = u.id);
select indexname from pg_indexes where tablename = 'jobs' order by indexname;
-- the jobs API's keyword search: open jobs matching a prefix in English or Arabic, by relevance
explain (analyze, buffers, costs off)
select j.id, j.title, o.name
from jobs j join organisations o on o.id = j.organisation_id
where j.status = 'published' and (j.end_date is null or j.end_date >= (now() at time zone 'utc')::date)
  and j.search_vector @@ (to_tsquery('english', 'engineer:*') || to_tsquery('arabic', 'engineer:*'))
order by ts_rank_cd(j.search_vector, to_tsquery('english', 'engineer:*') || to_tsquery('arabic', 'engineer:*')) desc,
  j.published_at desc, j.id
limit 100;
-- a rarer word, newest first
explain (analyze, buffers, costs off)
select j.id, j.title from jobs j
where j.status = 'published' and (j.end_date is null or j.end_date >= (now() at time zone 'utc')::date)
  and j.search_vector @@ (to_tsquery('english', 'penetration:*') || to_tsquery('arabic', 'penetration:*'))
order by j.published_at desc, j.id limit 100;
-- a Chinese substring: characters as adjacent lexemes
explain (analyze, buffers, costs off)
select j.id, j.title from jobs j
where j.status = 'published' and j.search_vector @@ phraseto_tsquery('simple', '工 程 师')
order by j.published_at desc, j.id limit 100;
