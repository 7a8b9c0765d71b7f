import type { TextLanguage } from '../types.js';
import { type Text3, t } from './text.js';

/** How jobs in a country are paid, and how its companies are named. */
export interface CountryProfile {
  readonly currency: string;
  readonly period: 'month' | 'year';
  /** Typical mid-level pay for an average role, in `currency` per `period`. */
  readonly baseline: number;
  readonly floor: number;
  readonly cap: number;
  /** Salaries are advertised in round numbers of this size. */
  readonly step: number;
  /** Legal suffixes of company names, with a leading space. */
  readonly legalSuffixes: readonly string[];
  /** Where its companies do business, for "We serve clients across ...". */
  readonly region: Text3;
  /** Citizens, for "... nationals are encouraged to apply" (GCC nationalisation rules). */
  readonly nationals?: Text3;
  /** Languages of the company names there, weighted. */
  readonly companyLanguages: readonly (readonly [TextLanguage, number])[];
  /** Languages a local job may ask for besides the one it is written in. */
  readonly localLanguages: readonly string[];
}

const GCC = t('the GCC', '海湾地区', 'دول مجلس التعاون الخليجي');
const MIDDLE_EAST = t('the Middle East', '中东地区', 'منطقة الشرق الأوسط');

export const countryProfiles: Readonly<Record<string, CountryProfile>> = {
  OM: {
    currency: 'OMR',
    period: 'month',
    baseline: 900,
    floor: 400,
    cap: 3500,
    step: 50,
    legalSuffixes: [' LLC', ' LLC', ' SAOG', ' SAOC'],
    region: GCC,
    nationals: t('Omani nationals', '阿曼籍', 'العمانيين'),
    companyLanguages: [
      ['en', 60],
      ['ar', 32],
      ['zh', 8],
    ],
    localLanguages: ['ar'],
  },
  AE: {
    currency: 'AED',
    period: 'month',
    baseline: 15000,
    floor: 4000,
    cap: 60000,
    step: 500,
    legalSuffixes: [' LLC', ' FZ-LLC', ' FZE'],
    region: GCC,
    nationals: t('UAE nationals', '阿联酋籍', 'الإماراتيين'),
    companyLanguages: [
      ['en', 70],
      ['ar', 22],
      ['zh', 8],
    ],
    localLanguages: ['ar', 'hi', 'ur', 'tl'],
  },
  SA: {
    currency: 'SAR',
    period: 'month',
    baseline: 14000,
    floor: 4000,
    cap: 60000,
    step: 500,
    legalSuffixes: [' Co. Ltd', ' Company'],
    region: GCC,
    nationals: t('Saudi nationals', '沙特籍', 'السعوديين'),
    companyLanguages: [
      ['en', 55],
      ['ar', 40],
      ['zh', 5],
    ],
    localLanguages: ['ar'],
  },
  QA: {
    currency: 'QAR',
    period: 'month',
    baseline: 15000,
    floor: 4000,
    cap: 60000,
    step: 500,
    legalSuffixes: [' WLL', ' QSC'],
    region: GCC,
    nationals: t('Qatari nationals', '卡塔尔籍', 'القطريين'),
    companyLanguages: [
      ['en', 65],
      ['ar', 35],
    ],
    localLanguages: ['ar'],
  },
  KW: {
    currency: 'KWD',
    period: 'month',
    baseline: 1000,
    floor: 350,
    cap: 4000,
    step: 50,
    legalSuffixes: [' Co. WLL', ' KSCC'],
    region: GCC,
    nationals: t('Kuwaiti nationals', '科威特籍', 'الكويتيين'),
    companyLanguages: [
      ['en', 60],
      ['ar', 40],
    ],
    localLanguages: ['ar'],
  },
  BH: {
    currency: 'BHD',
    period: 'month',
    baseline: 950,
    floor: 350,
    cap: 4000,
    step: 50,
    legalSuffixes: [' WLL', ' BSC'],
    region: GCC,
    nationals: t('Bahraini nationals', '巴林籍', 'البحرينيين'),
    companyLanguages: [
      ['en', 60],
      ['ar', 40],
    ],
    localLanguages: ['ar'],
  },
  EG: {
    currency: 'EGP',
    period: 'month',
    baseline: 28000,
    floor: 8000,
    cap: 150000,
    step: 1000,
    legalSuffixes: [' S.A.E.', ' LLC'],
    region: MIDDLE_EAST,
    companyLanguages: [
      ['en', 50],
      ['ar', 50],
    ],
    localLanguages: ['ar', 'fr'],
  },
  JO: {
    currency: 'JOD',
    period: 'month',
    baseline: 1000,
    floor: 350,
    cap: 5000,
    step: 50,
    legalSuffixes: [' Ltd', ' PLC'],
    region: MIDDLE_EAST,
    companyLanguages: [
      ['en', 55],
      ['ar', 45],
    ],
    localLanguages: ['ar'],
  },
  IN: {
    currency: 'INR',
    period: 'year',
    baseline: 1200000,
    floor: 300000,
    cap: 6000000,
    step: 50000,
    legalSuffixes: [' Pvt Ltd', ' Ltd'],
    region: t('India and the Gulf', '印度和海湾地区', 'الهند ومنطقة الخليج'),
    companyLanguages: [['en', 1]],
    localLanguages: ['hi', 'ml'],
  },
  PK: {
    currency: 'PKR',
    period: 'month',
    baseline: 200000,
    floor: 50000,
    cap: 1200000,
    step: 5000,
    legalSuffixes: [' (Pvt) Ltd'],
    region: t('Pakistan and the Gulf', '巴基斯坦和海湾地区', 'باكستان ومنطقة الخليج'),
    companyLanguages: [['en', 1]],
    localLanguages: ['ur'],
  },
  PH: {
    currency: 'PHP',
    period: 'month',
    baseline: 50000,
    floor: 18000,
    cap: 300000,
    step: 1000,
    legalSuffixes: [' Inc.', ' Corp.'],
    region: t('Southeast Asia', '东南亚', 'جنوب شرق آسيا'),
    companyLanguages: [['en', 1]],
    localLanguages: ['tl'],
  },
  CN: {
    currency: 'CNY',
    period: 'month',
    baseline: 18000,
    floor: 5000,
    cap: 80000,
    step: 500,
    legalSuffixes: [' Co., Ltd.'],
    region: t('China and overseas markets', '国内及海外市场', 'الصين والأسواق الخارجية'),
    companyLanguages: [
      ['zh', 80],
      ['en', 20],
    ],
    localLanguages: ['zh'],
  },
  SG: {
    currency: 'SGD',
    period: 'month',
    baseline: 6500,
    floor: 2500,
    cap: 25000,
    step: 250,
    legalSuffixes: [' Pte Ltd'],
    region: t('Southeast Asia', '东南亚', 'جنوب شرق آسيا'),
    companyLanguages: [
      ['en', 70],
      ['zh', 30],
    ],
    localLanguages: ['zh'],
  },
  GB: {
    currency: 'GBP',
    period: 'year',
    baseline: 50000,
    floor: 24000,
    cap: 180000,
    step: 1000,
    legalSuffixes: [' Ltd', ' plc'],
    region: t('Europe and the Middle East', '欧洲和中东地区', 'أوروبا والشرق الأوسط'),
    companyLanguages: [['en', 1]],
    localLanguages: [],
  },
  US: {
    currency: 'USD',
    period: 'year',
    baseline: 95000,
    floor: 35000,
    cap: 300000,
    step: 1000,
    legalSuffixes: [' Inc.', ' LLC'],
    region: t('North America and the Middle East', '北美和中东地区', 'أمريكا الشمالية والشرق الأوسط'),
    companyLanguages: [['en', 1]],
    localLanguages: ['es'],
  },
  DE: {
    currency: 'EUR',
    period: 'year',
    baseline: 62000,
    floor: 30000,
    cap: 160000,
    step: 1000,
    legalSuffixes: [' GmbH', ' AG'],
    region: t('Europe and the Middle East', '欧洲和中东地区', 'أوروبا والشرق الأوسط'),
    companyLanguages: [['en', 1]],
    localLanguages: ['de'],
  },
};

/** Arabic-speaking countries: where Arabic job ads are written. */
export const arabicSpeaking: ReadonlySet<string> = new Set(['OM', 'AE', 'SA', 'QA', 'KW', 'BH', 'EG', 'JO']);
export const gccCountries: readonly string[] = ['OM', 'AE', 'SA', 'QA', 'KW', 'BH'];

/**
 * Where the organisations are, one slot per organisation (the market is Oman-centred); the slots
 * are shuffled by the seed and reused in turn when more organisations are asked for.
 */
export const organisationCountrySlots: readonly string[] = [
  ...Array<string>(14).fill('OM'),
  ...['AE', 'AE', 'AE', 'AE', 'CN', 'CN', 'CN', 'CN', 'CN', 'SA', 'SA', 'SA', 'QA', 'QA', 'IN', 'IN'],
  ...['KW', 'BH', 'EG', 'JO', 'PK', 'PH', 'SG', 'GB', 'US', 'DE'],
];

/** Cities that most employers of their country sit in; any other city weighs 1. */
export const cityWeights: Readonly<Record<string, number>> = {
  Muscat: 8,
  Sohar: 2,
  Salalah: 2,
  Duqm: 2,
  Dubai: 6,
  'Abu Dhabi': 4,
  Riyadh: 5,
  Jeddah: 3,
  Dammam: 2,
  'Al Khobar': 2,
  Doha: 6,
  'Kuwait City': 5,
  Manama: 5,
  Cairo: 5,
  Amman: 5,
  Mumbai: 3,
  Bengaluru: 3,
  Karachi: 3,
  Lahore: 2,
  Manila: 4,
  Shanghai: 3,
  Shenzhen: 3,
  Beijing: 3,
  Singapore: 6,
  London: 5,
  Houston: 3,
  'New York': 3,
  Berlin: 3,
  Munich: 2,
};
