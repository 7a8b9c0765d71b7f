import type { TextLanguage } from '../types.js';
import type { PersonName } from './names.js';
import type { SeededRandom } from './random.js';
import type { DemoRows } from './rows.js';
import { between, daysBefore } from './time.js';

export type Locale = 'en-US' | 'zh-CN' | 'ar';

/** A user of the demo world and what the generator needs to know about them. */
export interface DemoUser {
  readonly id: string;
  readonly subject: string;
  readonly email: string;
  readonly name: PersonName;
  readonly fullName: string;
  readonly preferredLanguage: Locale;
  /** The language they write their profile and messages in. */
  readonly language: TextLanguage;
  readonly createdAt: Date;
}

export interface NewUser {
  readonly name: PersonName;
  readonly preferredLanguage: Locale;
  /** Defaults to a unique address made from the name at `domain`. */
  readonly email?: string;
  readonly domain?: string;
  readonly createdAt: Date;
  readonly isPremium?: boolean;
  readonly lastLoginAt?: Date | null;
  readonly locked?: { readonly at: Date; readonly reason: string };
}

export function languageOf(locale: Locale): TextLanguage {
  return locale === 'zh-CN' ? 'zh' : locale === 'ar' ? 'ar' : 'en';
}

/**
 * Makes the users: unique e-mail addresses, one password hash for everyone (scrypt is slow on
 * purpose, and every demo account shares the documented demo password), and the display name in
 * the script the person uses the product in.
 */
export class People {
  private readonly emails = new Set<string>();
  readonly all: DemoUser[] = [];

  constructor(
    private readonly random: SeededRandom,
    private readonly rows: DemoRows,
    private readonly passwordHash: string,
    private readonly now: Date,
  ) {}

  /** Keeps an address for a fixed account, so that no generated user takes it first. */
  reserve(email: string): void {
    this.emails.add(email.toLowerCase());
  }

  private uniqueEmail(name: PersonName, domain: string): string {
    const [given, family] = name.ascii;
    const base = `${given}.${family}`;
    let email = `${base}@${domain}`;
    for (let n = 2; this.emails.has(email); n++) email = `${base}${n}@${domain}`;
    return email;
  }

  add(user: NewUser): DemoUser {
    const id = this.random.uuid();
    const email = user.email ?? this.uniqueEmail(user.name, user.domain ?? 'example.com');
    this.emails.add(email.toLowerCase());
    const fullName = user.preferredLanguage === 'en-US' ? user.name.latin : user.name.native;
    const lastLoginAt =
      user.lastLoginAt !== undefined
        ? user.lastLoginAt
        : this.random.chance(0.8)
          ? between(this.random, user.createdAt, this.now)
          : null;
    this.rows.add('users', {
      id,
      // the central login service's subject: stable and opaque, like the ids it issues
      subject: `demo|${id}`,
      email,
      passwordHash: this.passwordHash,
      fullName,
      preferredLanguage: user.preferredLanguage,
      isLocked: user.locked !== undefined,
      lockedAt: user.locked?.at ?? null,
      lockedReason: user.locked?.reason ?? null,
      isPremium: user.isPremium ?? false,
      createdAt: user.createdAt,
      updatedAt: lastLoginAt ?? user.createdAt,
      lastLoginAt,
    });
    const demoUser: DemoUser = {
      id,
      subject: `demo|${id}`,
      email,
      name: user.name,
      fullName,
      preferredLanguage: user.preferredLanguage,
      language: languageOf(user.preferredLanguage),
      createdAt: user.createdAt,
    };
    this.all.push(demoUser);
    return demoUser;
  }

  /** A sign-up time for someone who joined between `minDays` and `maxDays` ago. */
  joined(minDays: number, maxDays: number): Date {
    return daysBefore(this.random, this.now, minDays, maxDays);
  }
}
