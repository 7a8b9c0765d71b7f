import type { TextLanguage } from '../types.js';
import type { DemoContext } from './context.js';
import { fileSlug } from './files.js';
import { idOf } from './model-reference.js';
import { type NameGroup, nameGroupOf, personName } from './names.js';
import type { DemoOrganisation } from './organisations.js';
import type { DemoUser, Locale } from './people.js';
import { gccCountries } from './places.js';
import type { SeededRandom } from './random.js';
import type { CategoryRef, CityRef } from './reference.js';
import { between, earliest } from './time.js';

export type Plan = 'standard' | 'premium' | 'enterprise';

export interface OrgAddress {
  readonly id: string;
  readonly line: string;
  readonly isPrimary: boolean;
}

export interface OrgStaff {
  readonly admin: DemoUser;
  readonly hr: readonly DemoUser[];
  readonly publisher: DemoUser | null;
  /** Recruiters who may also publish (a second membership, `publisher`). */
  readonly alsoPublish?: readonly DemoUser[];
  /** Plain members: no organisation role of their own, per-job roles only (an interviewer). */
  readonly members?: readonly DemoUser[];
}

/** An organisation with its people, addresses and plan: what its pipeline needs. */
export interface DemoEmployer {
  readonly organisation: DemoOrganisation;
  readonly id: string;
  readonly name: string;
  readonly plan: Plan;
  readonly addresses: readonly OrgAddress[];
  readonly logoFileId: string;
  readonly staff: OrgStaff;
}

/** The industries a company of a category is in, weighted. */
const INDUSTRIES: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  'Information Technology': [
    ['software', 4],
    ['telecom', 1],
  ],
  Engineering: [
    ['manufacturing', 2],
    ['construction', 1],
    ['consulting', 1],
  ],
  'Oil, Gas & Energy': [
    ['oil_gas', 3],
    ['renewables', 1],
  ],
  Healthcare: [['healthcare', 1]],
  'Finance & Accounting': [
    ['banking', 3],
    ['insurance', 1],
  ],
  'Sales & Marketing': [
    ['retail', 2],
    ['media', 1],
  ],
  'Education & Training': [['education', 1]],
  'Hospitality & Tourism': [['hospitality', 1]],
  'Logistics & Supply Chain': [['logistics', 1]],
  'Construction & Real Estate': [['construction', 1]],
  'Human Resources': [['consulting', 1]],
  'Customer Service': [
    ['telecom', 1],
    ['retail', 1],
  ],
  'Design & Media': [['media', 1]],
  'Administration & Office Support': [
    ['consulting', 2],
    ['government', 1],
  ],
};

/** An industry code for a company (or a person's target) in the category. */
export function industryFor(random: SeededRandom, category: CategoryRef): string {
  return random.weighted(INDUSTRIES[category.name.en] ?? [['consulting', 1]]);
}

/** Business districts of the larger cities, for street addresses. */
const DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  Muscat: [
    'Al Khuwair',
    'Qurum',
    'Ruwi',
    'Al Ghubrah',
    'Madinat Al Sultan Qaboos',
    'Bawshar',
    'Knowledge Oasis',
  ],
  Dubai: ['Business Bay', 'Dubai Marina', 'Jumeirah Lake Towers', 'Deira', 'Dubai Internet City'],
  'Abu Dhabi': ['Al Maryah Island', 'Khalifa City', 'Al Reem Island', 'Mussafah'],
  Riyadh: ['Olaya', 'King Abdullah Financial District', 'Al Malaz', 'Al Sulimaniyah'],
  Doha: ['West Bay', 'Msheireb', 'Al Sadd', 'Al Dafna'],
  Mumbai: ['Andheri East', 'Bandra Kurla Complex', 'Lower Parel', 'Powai'],
  Bengaluru: ['Whitefield', 'Koramangala', 'Electronic City', 'MG Road'],
  Manila: ['Makati', 'Ortigas Center', 'Bonifacio Global City'],
  London: ['Canary Wharf', 'Shoreditch', 'King’s Cross'],
  Singapore: ['Raffles Place', 'One-North', 'Tanjong Pagar'],
};

const CHINESE_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  Beijing: ['朝阳区', '海淀区', '东城区'],
  Shanghai: ['浦东新区', '徐汇区', '静安区'],
  Shenzhen: ['南山区', '福田区', '宝安区'],
  Guangzhou: ['天河区', '海珠区', '黄埔区'],
  Hangzhou: ['西湖区', '滨江区', '余杭区'],
  Yiwu: ['稠城街道', '福田街道'],
};

interface StreetAddress {
  readonly line1: string;
  readonly line2: string | null;
  readonly postalCode: string | null;
}

/** A number of `count` digits that does not start with 0. */
export function digits(random: SeededRandom, count: number): string {
  let text = String(random.int(1, 9));
  while (text.length < count) text += String(random.int(0, 9));
  return text;
}

/** A street address in the style of the country. */
function streetAddress(random: SeededRandom, city: CityRef, language: TextLanguage): StreetAddress {
  const district = () =>
    random.pick(
      DISTRICTS[city.name.en] ?? [`${city.name.en} Business District`, `${city.name.en} Free Zone`],
    );
  const n = random.int(1, 240);
  switch (city.countryCode) {
    case 'OM':
      return {
        line1: `Building ${random.int(100, 2999)}, Way ${random.int(1000, 9999)}`,
        line2: district(),
        postalCode: random.pick(['111', '112', '113', '130', '133']),
      };
    case 'AE':
      return {
        line1: `Office ${random.int(101, 3804)}, Tower ${random.int(1, 9)}`,
        line2: district(),
        postalCode: null,
      };
    case 'SA':
      return {
        line1: `${random.int(1000, 9999)} King Fahd Road`,
        line2: district(),
        postalCode: digits(random, 5),
      };
    case 'QA':
      return {
        line1: `Building ${n}, Street ${random.int(800, 990)}, Zone ${random.int(1, 70)}`,
        line2: district(),
        postalCode: null,
      };
    case 'KW':
      return {
        line1: `Block ${random.int(1, 12)}, Street ${random.int(1, 60)}, Building ${n}`,
        line2: null,
        postalCode: digits(random, 5),
      };
    case 'BH':
      return {
        line1: `Building ${n}, Road ${random.int(1000, 4000)}, Block ${random.int(300, 999)}`,
        line2: null,
        postalCode: null,
      };
    case 'CN': {
      const line = `${random.pick(CHINESE_DISTRICTS[city.name.en] ?? ['高新区'])}${random.pick(['科技园路', '世纪大道', '中山路', '建设路'])}${n}号`;
      return language === 'zh'
        ? { line1: line, line2: `${random.int(2, 30)}楼`, postalCode: digits(random, 6) }
        : {
            line1: `No. ${n}, ${random.pick(['Keji Road', 'Century Avenue', 'Zhongshan Road'])}`,
            line2: null,
            postalCode: digits(random, 6),
          };
    }
    case 'IN':
      return {
        line1: `${n}, ${random.pick(['Prestige Tech Park', 'Tower A, Cyber City', 'Trade Centre'])}`,
        line2: district(),
        postalCode: digits(random, 6),
      };
    case 'PH':
      return {
        line1: `${random.int(5, 40)}F ${random.pick(['Ayala Tower', 'Zuellig Building', 'Net Park'])}`,
        line2: district(),
        postalCode: digits(random, 4),
      };
    case 'SG':
      return {
        line1: `${n} ${random.pick(['Robinson Road', 'Cecil Street', 'Raffles Place'])}, #${random.int(2, 40)}-0${random.int(1, 9)}`,
        line2: null,
        postalCode: digits(random, 6),
      };
    case 'GB':
      return {
        line1: `${n} ${random.pick(['King Street', 'High Street', 'Victoria Road'])}`,
        line2: district(),
        postalCode: `${random.pick(['EC2V', 'M1', 'B3', 'EH2', 'AB10'])} ${random.int(1, 9)}AS`,
      };
    case 'US':
      return {
        line1: `${random.int(100, 9999)} ${random.pick(['Main Street', 'Market Street', 'Louisiana Street'])}, Suite ${random.int(100, 2400)}`,
        line2: null,
        postalCode: digits(random, 5),
      };
    case 'DE':
      return {
        line1: `${random.pick(['Friedrichstraße', 'Hauptstraße', 'Mainzer Landstraße'])} ${n}`,
        line2: null,
        postalCode: digits(random, 5),
      };
    default:
      return {
        line1: `${n} ${random.pick(['Tahrir Street', 'Zahran Street', 'Nile Corniche'])}`,
        line2: district(),
        postalCode: digits(random, 5),
      };
  }
}

const HEAD_OFFICE: Readonly<Record<TextLanguage, string>> = {
  en: 'Head office',
  zh: '总部',
  ar: 'المقر الرئيسي',
};

function branchLabel(city: CityRef, language: TextLanguage): string {
  if (language === 'zh') return `${city.name.zh}分公司`;
  if (language === 'ar') return `فرع ${city.name.ar}`;
  return `${city.name.en} branch`;
}

/** A phone number in the country's format: its code and a local number. */
export function phoneNumber(random: SeededRandom, phoneCode: string, mobile: boolean): string {
  const local = mobile ? `${random.pick(['9', '7'])}${digits(random, 7)}` : `2${digits(random, 7)}`;
  return `${phoneCode} ${local.slice(0, 4)} ${local.slice(4)}`;
}

function addAddresses(ctx: DemoContext, organisation: DemoOrganisation, withBranch: boolean): OrgAddress[] {
  const { random, rows, model } = ctx;
  const cities = ctx.reference.citiesByCountry.get(organisation.countryCode) ?? [organisation.city];
  const places = [organisation.city];
  const others = cities.filter((c) => c.id !== organisation.city.id);
  if (withBranch && others.length > 0) places.push(random.pick(others));
  const phoneCode = model.phoneCodes.get(organisation.countryCode) ?? '';
  const createdAt = organisation.createdAt;
  return places.map((city, index) => {
    const id = random.uuid();
    const street = streetAddress(random, city, organisation.language);
    const at = between(random, createdAt, ctx.now);
    rows.add('organisationAddresses', {
      id,
      organisationId: organisation.row.id,
      label: index === 0 ? HEAD_OFFICE[organisation.language] : branchLabel(city, organisation.language),
      line1: street.line1,
      line2: street.line2,
      countryCode: city.countryCode,
      stateId: model.cityStates.get(city.id) ?? null,
      cityId: city.id,
      postalCode: street.postalCode,
      phone: phoneNumber(random, phoneCode, false),
      isPrimary: index === 0,
      createdAt,
      updatedAt: at,
    });
    const place = organisation.language === 'zh' ? city.name.zh : city.name.en;
    return {
      id,
      line: [street.line1, street.line2, place].filter((p) => p !== null).join(', '),
      isPrimary: index === 0,
    };
  });
}

/** Whose names a company's staff have: its country's, and in the Gulf a mix of expatriates too. */
function staffGroup(random: SeededRandom, organisation: DemoOrganisation): NameGroup {
  if (organisation.language === 'zh') return 'chinese';
  const home = nameGroupOf[organisation.countryCode] ?? 'english';
  if (organisation.language === 'en' && gccCountries.includes(organisation.countryCode)) {
    return random.weighted<NameGroup>([
      [home, 5],
      ['indian', 2],
      ['english', 2],
      ['filipino', 1],
    ]);
  }
  return home;
}

function staffLocale(random: SeededRandom, group: NameGroup, organisation: DemoOrganisation): Locale {
  if (group === 'chinese') return organisation.countryCode === 'SG' || random.chance(0.2) ? 'en-US' : 'zh-CN';
  if (group === 'omani' || group === 'gulf' || group === 'levant') {
    return random.chance(organisation.language === 'ar' ? 0.7 : 0.2) ? 'ar' : 'en-US';
  }
  return 'en-US';
}

/** A new member of staff with a work address at the company's domain. */
export function newStaffMember(
  ctx: DemoContext,
  organisation: DemoOrganisation,
  plan: Plan,
  /** A fixed address (a demo account); otherwise one is made from the name and the company. */
  email?: string,
): DemoUser {
  const { random, now } = ctx;
  const group = staffGroup(random, organisation);
  const orgCreated = organisation.createdAt;
  // before the company's oldest job (about 95 days ago), after the company joined the platform
  const joinBy = new Date(now.getTime() - 100 * 86_400_000);
  return ctx.people.add({
    name: personName(random, group),
    preferredLanguage: staffLocale(random, group, organisation),
    domain: `${organisation.row.slug}.example.com`,
    ...(email !== undefined ? { email } : {}),
    createdAt: between(
      random,
      orgCreated,
      earliest(joinBy, new Date(orgCreated.getTime() + 60 * 86_400_000)),
    ),
    isPremium: plan !== 'standard',
  });
}

/**
 * Details of an organisation the generator adds after the organisation itself: industry, plan,
 * addresses, a logo file and its members. `staff` gives fixed members (the demo accounts).
 */
export function buildEmployer(
  ctx: DemoContext,
  organisation: DemoOrganisation,
  plan: Plan,
  fixed: {
    readonly staff?: OrgStaff;
    readonly withBranch?: boolean;
    readonly industry?: string;
    /** The admin's fixed address (a demo account). */
    readonly adminEmail?: string;
  } = {},
): { employer: DemoEmployer; industryId: string } {
  const { random, rows } = ctx;
  const industryId = idOf(
    ctx.model.industries,
    fixed.industry ?? industryFor(random, organisation.category),
    'industry',
  ).id;

  let members: OrgStaff;
  if (fixed.staff !== undefined) {
    members = fixed.staff;
  } else {
    const admin = newStaffMember(ctx, organisation, plan, fixed.adminEmail);
    const hr = Array.from(
      {
        length: random.weighted([
          [1, 5],
          [2, 4],
          [3, 1],
        ] as const),
      },
      () => newStaffMember(ctx, organisation, plan),
    );
    const publisher = random.chance(0.3) ? newStaffMember(ctx, organisation, plan) : null;
    members = { admin, hr, publisher };
  }
  const roles: [DemoUser, 'hr' | 'hr_admin' | 'publisher' | 'member'][] = [
    [members.admin, 'hr_admin'],
    ...members.hr.map((user) => [user, 'hr'] as [DemoUser, 'hr']),
  ];
  if (members.publisher !== null) roles.push([members.publisher, 'publisher']);
  for (const user of members.alsoPublish ?? []) roles.push([user, 'publisher']);
  for (const user of members.members ?? []) roles.push([user, 'member']);
  for (const [user, role] of roles) {
    rows.add('organisationMembers', {
      organisationId: organisation.row.id,
      userId: user.id,
      role,
      joinedAt: user.createdAt,
    });
  }

  const addresses = addAddresses(ctx, organisation, fixed.withBranch ?? random.chance(0.3));
  const logoFileId = ctx.files.add({
    kind: 'logo',
    filename: `${fileSlug(organisation.row.slug)}-logo.png`,
    ownerId: members.admin.id,
    organisationId: organisation.row.id,
    createdAt: members.admin.createdAt,
  });
  return {
    employer: {
      organisation,
      id: organisation.row.id,
      name: organisation.row.name,
      plan,
      addresses,
      logoFileId,
      staff: members,
    },
    industryId,
  };
}

/** Everyone who recruits for the organisation. */
export function recruitersOf(employer: DemoEmployer): DemoUser[] {
  return [...employer.staff.hr, employer.staff.admin];
}
