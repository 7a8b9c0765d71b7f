import { Faker, base, en } from '@faker-js/faker';

/**
 * The only source of chance in the demo data: a Faker instance seeded once, so that the same seed
 * gives the same choices in the same order. Never Math.random or the shared global faker.
 */
export class SeededRandom {
  private readonly faker: Faker;

  constructor(seed: number) {
    this.faker = new Faker({ locale: [en, base] });
    this.faker.seed(seed);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  /** A number in [min, max). */
  float(min: number, max: number): number {
    return this.faker.number.float({ min, max });
  }

  chance(probability: number): boolean {
    return this.faker.datatype.boolean({ probability });
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return this.faker.helpers.arrayElement(items);
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    return this.faker.helpers.weightedArrayElement(items.map(([value, weight]) => ({ value, weight })));
  }

  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.faker.helpers.arrayElements(items, Math.min(count, items.length));
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.faker.helpers.shuffle(items);
  }

  uuid(): string {
    return this.faker.string.uuid();
  }
}
