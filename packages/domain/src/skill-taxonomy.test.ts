import { describe, expect, it } from 'vitest';
import {
  buildSkillTaxonomy,
  countsToward,
  RELATED_SKILL_CREDIT,
  SKILL_ENTRIES,
  skillRelation,
  skillTaxonomy,
} from './skill-taxonomy.js';
import { normaliseSkill } from './validation.js';

const names = (keys: Iterable<string>) => [...keys].map((k) => skillTaxonomy.nameOf(k) ?? k).sort();

describe('the skill taxonomy', () => {
  it('gives a related skill half the credit', () => {
    expect(RELATED_SKILL_CREDIT).toBe(0.5);
  });

  it('names each skill once and gives no name to two skills', () => {
    const seen = new Map<string, string>();
    for (const entry of SKILL_ENTRIES) {
      for (const name of [entry.name, ...(entry.aliases ?? [])]) {
        const k = normaliseSkill(name).replace(/\s+/g, ' ');
        expect(seen.get(k) ?? entry.name, `"${name}" names two skills`).toBe(entry.name);
        seen.set(k, entry.name);
      }
    }
  });

  it('implies and relates only skills it lists, never a skill to itself', () => {
    const listed = new Set(SKILL_ENTRIES.map((e) => skillTaxonomy.key(e.name)));
    for (const entry of SKILL_ENTRIES) {
      const k = skillTaxonomy.key(entry.name);
      for (const other of [...(entry.implies ?? []), ...(entry.related ?? [])]) {
        expect(listed.has(skillTaxonomy.key(other)), `${entry.name} → ${other}`).toBe(true);
        expect(skillTaxonomy.key(other)).not.toBe(k);
      }
      expect(skillTaxonomy.implied(k).has(k)).toBe(false);
    }
  });

  it('implies SQL for every SQL database and JavaScript for its frameworks', () => {
    for (const db of ['PostgreSQL', 'MySQL', 'MariaDB', 'SQLite', 'SQL Server', 'Oracle Database'])
      expect(skillRelation(db, 'SQL'), db).toBe('implied');
    for (const js of ['React', 'Vue.js', 'Angular', 'Node.js', 'TypeScript', 'Next.js', 'Express'])
      expect(skillRelation(js, 'JavaScript'), js).toBe('implied');
    for (const py of ['Django', 'Flask', 'FastAPI']) expect(skillRelation(py, 'Python'), py).toBe('implied');
    expect(skillRelation('Spring', 'Java')).toBe('implied');
    expect(skillRelation('Kubernetes', 'Docker')).toBe('implied');
    expect(skillRelation('NEBOSH', 'HSE')).toBe('implied');
    expect(skillRelation('Salesforce', 'CRM')).toBe('implied');
  });

  it('follows implications transitively: Next.js → React → JavaScript, Angular → TypeScript → JavaScript', () => {
    expect(names(skillTaxonomy.implied(skillTaxonomy.key('Next.js')))).toEqual(['JavaScript', 'React']);
    expect(names(skillTaxonomy.implied(skillTaxonomy.key('angular')))).toEqual(['JavaScript', 'TypeScript']);
    expect(skillRelation('Next.js', 'JavaScript')).toBe('implied');
    expect(skillRelation('Nuxt', 'JavaScript')).toBe('implied');
  });

  it('never implies backwards', () => {
    expect(skillRelation('SQL', 'PostgreSQL')).toBeNull();
    expect(skillRelation('JavaScript', 'React')).toBeNull();
    expect(skillRelation('Python', 'Django')).toBeNull();
  });

  it('reads aliases, letter case and spaces as the same skill', () => {
    expect(skillTaxonomy.key('  Postgres ')).toBe(skillTaxonomy.key('PostgreSQL'));
    expect(skillRelation('k8s', 'KUBERNETES')).toBe('same');
    expect(skillRelation('Golang', 'Go')).toBe('same');
    expect(skillRelation('إكسل', 'Microsoft Excel')).toBe('same');
    expect(skillRelation('汉语教学', 'Mandarin teaching')).toBe('same');
    // a skill it does not list is only itself
    expect(skillTaxonomy.key(' Basket Weaving ')).toBe('basket weaving');
    expect(skillTaxonomy.nameOf('basket weaving')).toBeUndefined();
    expect(skillRelation('Basket weaving', 'basket  weaving')).toBe('same');
    expect(skillRelation('Basket weaving', 'SQL')).toBeNull();
    expect(skillRelation('', '')).toBeNull();
  });

  it('relates skills both ways but not transitively, and relates what a skill implies', () => {
    expect(skillRelation('MySQL', 'PostgreSQL')).toBe('related');
    expect(skillRelation('PostgreSQL', 'MySQL')).toBe('related');
    expect(skillRelation('Vue', 'React')).toBe('related');
    expect(skillRelation('React', 'Vue.js')).toBe('related');
    // MariaDB ~ MySQL ~ PostgreSQL: MariaDB is not related to PostgreSQL
    expect(skillRelation('MariaDB', 'PostgreSQL')).toBeNull();
    // Next.js implies React, which is related to Vue
    expect(skillRelation('Next.js', 'Vue.js')).toBe('related');
  });

  it('terminates on cycles and counts every skill on the cycle', () => {
    const cyclic = buildSkillTaxonomy([
      { name: 'A', implies: ['B'] },
      { name: 'B', implies: ['C', 'B'] },
      { name: 'C', implies: ['A', 'D'] },
      { name: 'D', aliases: ['Dee'], implies: ['Dee'] },
    ]);
    expect([...cyclic.implied('a')].sort()).toEqual(['b', 'c', 'd']);
    expect([...cyclic.implied('b')].sort()).toEqual(['a', 'c', 'd']);
    expect([...cyclic.implied('d')]).toEqual([]);
    expect(skillRelation('C', 'B', cyclic)).toBe('implied');
    expect(skillRelation('Dee', 'D', cyclic)).toBe('same');
  });

  it('resolves aliases in implies and related, and a later alias never takes a skill’s own name', () => {
    const taxonomy = buildSkillTaxonomy([
      { name: 'PostgreSQL', aliases: ['Postgres'], implies: ['structured query language'] },
      { name: 'SQL', aliases: ['Structured Query Language', 'PostgreSQL'] },
    ]);
    expect(skillRelation('Postgres', 'SQL', taxonomy)).toBe('implied');
    expect(taxonomy.key('PostgreSQL')).toBe('postgresql');
  });
});

describe('countsToward', () => {
  it('passes the skills that can earn credit toward the wanted ones, and no others', () => {
    const counts = countsToward(['SQL', 'React']);
    for (const held of ['sql', 'PostgreSQL', 'Postgres', 'React', 'Next.js', 'Vue', 'Angular', 'Nuxt'])
      expect(counts(held), held).toBe(true);
    for (const held of ['JavaScript', 'Java', 'Basket weaving', '']) expect(counts(held), held).toBe(false);
  });

  it('agrees with skillRelation over every pair of listed skills', () => {
    const all = SKILL_ENTRIES.map((e) => e.name);
    for (const wanted of all) {
      const counts = countsToward([wanted]);
      for (const held of all)
        expect(counts(held), `${held} → ${wanted}`).toBe(skillRelation(held, wanted) !== null);
    }
  });
});
