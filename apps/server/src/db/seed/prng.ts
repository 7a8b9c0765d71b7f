/**
 * The scale seed's only source of chance: sfc32, a small fast generator with a 128-bit state,
 * seeded through splitmix32. Each stream (organisations, jobs, seekers, applications) has its own
 * generator, so that one stream's choices never shift another's and the same seed always gives
 * the same rows, whatever order the streams happen to run in.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream: number) {
    let s = (seed ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      return mix32(s);
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** An unsigned 32-bit integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.float();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.float() * items.length)];
    if (item === undefined) throw new Error('cannot pick from an empty list');
    return item;
  }

  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = items.slice();
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.float() * (pool.length - i));
      const chosen = pool[j] as T;
      pool[j] = pool[i] as T;
      pool[i] = chosen;
    }
    pool.length = n;
    return pool;
  }
}

/** A bijective 32-bit mixer (lowbias32): distinct inputs give distinct outputs. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Choices with weights, precomputed once: a pick is a binary search over cumulative weights. */
export class Weighted<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(entries: Iterable<readonly [T, number]>) {
    let sum = 0;
    for (const [item, weight] of entries) {
      if (!(weight > 0)) continue;
      sum += weight;
      this.items.push(item);
      this.cumulative.push(sum);
    }
    if (this.items.length === 0) throw new Error('a weighted choice needs at least one positive weight');
    this.total = sum;
  }

  pick(random: Prng): T {
    const target = random.float() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function hex32(value: number): string {
  return (
    (HEX[value >>> 24] ?? '') +
    (HEX[(value >>> 16) & 255] ?? '') +
    (HEX[(value >>> 8) & 255] ?? '') +
    (HEX[value & 255] ?? '')
  );
}

/**
 * A version-4-shaped uuid computed from (seed, kind, index) instead of drawn: any row's id can be
 * recomputed from its number, so applications can point at job 734,112 without keeping a million
 * ids in memory. The first 32 bits are a bijection of the index, so ids of one kind in one run
 * never collide; across runs and kinds all 122 bits would have to agree.
 */
export function stableUuid(seed: number, kind: number, index: number): string {
  const base = mix32(mix32(seed) ^ Math.imul(kind + 1, 0x85ebca6b));
  const w0 = mix32(mix32(index ^ base) + 0x3c6ef372);
  const w1 = mix32(w0 ^ Math.imul(base, 0xc2b2ae35) ^ 0x27d4eb2f);
  const w2 = mix32(w1 + base + 0x165667b1);
  const w3 = mix32(w2 ^ index ^ 0xd3a2646c);
  const s1 = hex32(w1);
  const s2 = hex32(((w2 & 0x3fffffff) | 0x80000000) >>> 0);
  return `${hex32(w0)}-${s1.slice(0, 4)}-4${s1.slice(5, 8)}-${s2.slice(0, 4)}-${s2.slice(4)}${hex32(w3)}`;
}

/** Rows per random stream: chunk sizes are multiples of it. */
export const RANDOM_BLOCK = 250;

/**
 * Random streams by blocks of rows: row `i` draws from stream `base + floor(i / RANDOM_BLOCK)`,
 * so the rows come out the same however the run is cut into chunks and whichever connection
 * takes a chunk (PGlite's small chunks and PostgreSQL's large ones give the same data).
 */
export class BlockRandom {
  private block = -1;
  private current: Prng | undefined;

  constructor(
    private readonly seed: number,
    private readonly base: number,
  ) {}

  /** The stream of row `index`; the rows of one block must be generated in order. */
  at(index: number): Prng {
    const block = Math.floor(index / RANDOM_BLOCK);
    if (this.current === undefined || block !== this.block) {
      this.block = block;
      this.current = new Prng(this.seed, this.base + block);
    }
    return this.current;
  }
}
