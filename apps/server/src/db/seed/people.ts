import { type Text3, t } from '../demo-data/text.js';

/**
 * What the demo vocabulary lacks for job seekers: names by origin, universities by country,
 * certifications by field, and sentence templates for profiles and cover letters. All ascii in
 * the names, because e-mail addresses are made from them.
 */

export interface NameSet {
  readonly male: readonly string[];
  readonly female: readonly string[];
  readonly family: readonly string[];
  /** Family name first, as in Chinese. */
  readonly familyFirst?: boolean;
}

const arab: NameSet = {
  male: [
    'Ahmed',
    'Mohammed',
    'Khalid',
    'Said',
    'Salim',
    'Hamad',
    'Yousuf',
    'Ali',
    'Omar',
    'Hassan',
    'Ibrahim',
    'Faisal',
    'Sultan',
    'Nasser',
    'Abdullah',
    'Majid',
    'Tariq',
    'Waleed',
    'Hamed',
    'Zaid',
    'Rashid',
    'Saif',
  ],
  female: [
    'Fatma',
    'Aisha',
    'Maryam',
    'Noor',
    'Huda',
    'Layla',
    'Salma',
    'Amal',
    'Reem',
    'Shaikha',
    'Muna',
    'Zainab',
    'Asma',
    'Hind',
    'Rawan',
    'Sara',
    'Bushra',
    'Nawal',
  ],
  family: [
    'Al Balushi',
    'Al Harthy',
    'Al Hinai',
    'Al Busaidi',
    'Al Rashdi',
    'Al Kindi',
    'Al Maawali',
    'Al Lawati',
    'Al Zadjali',
    'Al Siyabi',
    'Al Mansoori',
    'Al Nuaimi',
    'Al Qahtani',
    'Al Otaibi',
    'Al Kuwari',
    'Al Mutairi',
    'Al Khalifa',
    'Hassan',
    'Mahmoud',
    'Abdel Rahman',
    'Haddad',
    'Khoury',
    'Nasser',
    'Saleh',
  ],
};

const india: NameSet = {
  male: [
    'Rahul',
    'Arjun',
    'Vikram',
    'Suresh',
    'Anil',
    'Rajesh',
    'Vishnu',
    'Arun',
    'Sanjay',
    'Deepak',
    'Ravi',
    'Nikhil',
  ],
  female: ['Priya', 'Anjali', 'Divya', 'Lakshmi', 'Sneha', 'Kavya', 'Meera', 'Pooja', 'Neha', 'Reshma'],
  family: [
    'Sharma',
    'Nair',
    'Menon',
    'Pillai',
    'Kumar',
    'Patel',
    'Iyer',
    'Reddy',
    'Thomas',
    'Joseph',
    'Varghese',
    'Gupta',
  ],
};

const pakistan: NameSet = {
  male: ['Imran', 'Bilal', 'Usman', 'Hamza', 'Asad', 'Kamran', 'Zeeshan', 'Adnan', 'Fahad', 'Junaid'],
  female: ['Ayesha', 'Sana', 'Hira', 'Mehwish', 'Fatima', 'Zara', 'Amna', 'Sadia'],
  family: ['Khan', 'Qureshi', 'Butt', 'Chaudhry', 'Malik', 'Sheikh', 'Raza', 'Siddiqui', 'Hussain', 'Mirza'],
};

const philippines: NameSet = {
  male: ['Jose', 'Mark', 'John Paul', 'Carlo', 'Miguel', 'Paolo', 'Christian', 'Rommel', 'Jerome', 'Ramon'],
  female: ['Maria', 'Kristine', 'Jasmine', 'Angelica', 'Joy', 'Mary Grace', 'Rowena', 'Michelle', 'Aileen'],
  family: [
    'Santos',
    'Reyes',
    'Cruz',
    'Bautista',
    'Garcia',
    'Mendoza',
    'Dela Cruz',
    'Villanueva',
    'Ramos',
    'Aquino',
  ],
};

const china: NameSet = {
  male: ['Wei', 'Jun', 'Hao', 'Lei', 'Tao', 'Yang', 'Jian', 'Ming', 'Qiang', 'Bo'],
  female: ['Na', 'Xiuying', 'Mei', 'Jing', 'Yan', 'Fang', 'Xin', 'Ling', 'Hui'],
  family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Lin', 'Tan'],
  familyFirst: true,
};

const western: NameSet = {
  male: ['James', 'Daniel', 'Thomas', 'Oliver', 'Michael', 'David', 'Lukas', 'Felix', 'Jonas', 'Samuel'],
  female: ['Emma', 'Sophie', 'Hannah', 'Emily', 'Laura', 'Anna', 'Charlotte', 'Julia', 'Rachel'],
  family: [
    'Smith',
    'Johnson',
    'Brown',
    'Taylor',
    'Walker',
    'Wright',
    'Mueller',
    'Schmidt',
    'Fischer',
    'Weber',
    'Clarke',
    'Hughes',
  ],
};

/** The names people of a nationality usually carry. */
export function nameSetOf(nationality: string): NameSet {
  if (['OM', 'AE', 'SA', 'QA', 'KW', 'BH', 'EG', 'JO'].includes(nationality)) return arab;
  if (nationality === 'IN') return india;
  if (nationality === 'PK') return pakistan;
  if (nationality === 'PH') return philippines;
  if (nationality === 'CN' || nationality === 'SG') return china;
  return western;
}

/** Where job seekers come from, weighted (the market is Oman-centred, with many expatriates). */
export const nationalityWeights: readonly (readonly [string, number])[] = [
  ['OM', 28],
  ['IN', 16],
  ['PH', 8],
  ['PK', 7],
  ['EG', 7],
  ['SA', 6],
  ['JO', 4],
  ['CN', 4],
  ['AE', 3],
  ['QA', 1],
  ['KW', 1],
  ['BH', 1],
  ['SG', 1],
  ['GB', 2],
  ['US', 2],
  ['DE', 1],
];

/** The first language of a nationality (a language code of migration 0002). */
export const nativeLanguage: Readonly<Record<string, readonly string[]>> = {
  OM: ['ar'],
  AE: ['ar'],
  SA: ['ar'],
  QA: ['ar'],
  KW: ['ar'],
  BH: ['ar'],
  EG: ['ar'],
  JO: ['ar'],
  IN: ['hi', 'ml', 'hi', 'bn'],
  PK: ['ur'],
  PH: ['tl'],
  CN: ['zh'],
  SG: ['en', 'zh'],
  GB: ['en'],
  US: ['en'],
  DE: ['de'],
};

export const universities: Readonly<Record<string, readonly string[]>> = {
  OM: [
    'Sultan Qaboos University',
    'University of Technology and Applied Sciences',
    'German University of Technology in Oman',
    'University of Nizwa',
    'Dhofar University',
  ],
  AE: [
    'United Arab Emirates University',
    'American University of Sharjah',
    'Khalifa University',
    'University of Dubai',
  ],
  SA: ['King Saud University', 'King Fahd University of Petroleum and Minerals', 'King Abdulaziz University'],
  QA: ['Qatar University', 'Hamad Bin Khalifa University'],
  KW: ['Kuwait University', 'Gulf University for Science and Technology'],
  BH: ['University of Bahrain', 'Arabian Gulf University'],
  EG: ['Cairo University', 'Alexandria University', 'Ain Shams University'],
  JO: ['University of Jordan', 'Jordan University of Science and Technology'],
  IN: [
    'University of Mumbai',
    'University of Kerala',
    'Anna University',
    'University of Delhi',
    'Osmania University',
  ],
  PK: ['University of the Punjab', 'University of Karachi', 'National University of Sciences and Technology'],
  PH: [
    'University of the Philippines',
    'University of Santo Tomas',
    'De La Salle University',
    'Ateneo de Manila University',
  ],
  CN: ['Tsinghua University', 'Zhejiang University', 'Fudan University', 'Sun Yat-sen University'],
  SG: ['National University of Singapore', 'Nanyang Technological University'],
  GB: ['University of Manchester', 'University of Edinburgh', 'University of Birmingham'],
  US: ['University of Houston', 'University of Washington', 'New York University'],
  DE: ['Technical University of Munich', 'University of Stuttgart', 'RWTH Aachen University'],
};

export type Certification = readonly [title: string, issuer: string];

const GENERAL_CERTIFICATIONS: readonly Certification[] = [
  ['Project Management Professional (PMP)', 'Project Management Institute'],
  ['PRINCE2 Foundation', 'AXELOS'],
  ['Microsoft Office Specialist: Excel Expert', 'Microsoft'],
];

/** Certifications people in each vocabulary category earn. */
export const certificationsByCategory: Readonly<Record<string, readonly Certification[]>> = {
  'Information Technology': [
    ['AWS Certified Solutions Architect - Associate', 'Amazon Web Services'],
    ['Microsoft Certified: Azure Administrator Associate', 'Microsoft'],
    ['Cisco Certified Network Associate (CCNA)', 'Cisco'],
    ['Certified Information Systems Security Professional (CISSP)', 'ISC2'],
    ['ITIL 4 Foundation', 'AXELOS'],
    ['Oracle Certified Professional: Java SE Developer', 'Oracle'],
  ],
  Engineering: [
    ['Certified Quality Engineer', 'ASQ'],
    ['Six Sigma Green Belt', 'ASQ'],
    ['NEBOSH International General Certificate', 'NEBOSH'],
  ],
  'Oil, Gas & Energy': [
    ['IWCF Well Control Level 3', 'IWCF'],
    ['OPITO BOSIET', 'OPITO'],
    ['API 510 Pressure Vessel Inspector', 'American Petroleum Institute'],
    ['NEBOSH International General Certificate', 'NEBOSH'],
  ],
  Healthcare: [
    ['Basic Life Support (BLS)', 'American Heart Association'],
    ['Advanced Cardiovascular Life Support (ACLS)', 'American Heart Association'],
    ['Certification in Infection Control (CIC)', 'CBIC'],
  ],
  'Finance & Accounting': [
    ['ACCA Qualification', 'Association of Chartered Certified Accountants'],
    ['Certified Management Accountant (CMA)', 'Institute of Management Accountants'],
    ['CFA Level I', 'CFA Institute'],
    ['Diploma in IFRS', 'ACCA'],
  ],
  'Sales & Marketing': [
    ['Google Ads Search Certification', 'Google'],
    ['Inbound Marketing Certification', 'HubSpot Academy'],
    ['Professional Certificate in Digital Marketing', 'Digital Marketing Institute'],
  ],
  'Education & Training': [
    ['CELTA', 'Cambridge English'],
    ['TEFL Certificate', 'Trinity College London'],
  ],
  'Hospitality & Tourism': [
    ['Food Safety Level 3', 'Highfield'],
    ['Certified Hospitality Supervisor', 'American Hotel & Lodging Educational Institute'],
  ],
  'Logistics & Supply Chain': [
    ['Certified Supply Chain Professional (CSCP)', 'ASCM'],
    ['CIPS Level 4 Diploma in Procurement and Supply', 'CIPS'],
    ['IATA Dangerous Goods Regulations', 'IATA'],
  ],
  'Construction & Real Estate': [
    ['Primavera P6 Professional', 'Oracle'],
    ['LEED Green Associate', 'U.S. Green Building Council'],
    ['NEBOSH International General Certificate', 'NEBOSH'],
  ],
  'Human Resources': [
    ['SHRM Certified Professional (SHRM-CP)', 'SHRM'],
    ['CIPD Level 5 Associate Diploma', 'CIPD'],
  ],
  'Customer Service': [
    ['Certified Customer Experience Professional', 'CXPA'],
    ['ITIL 4 Foundation', 'AXELOS'],
  ],
  'Design & Media': [
    ['Adobe Certified Professional: Visual Design', 'Adobe'],
    ['Google UX Design Professional Certificate', 'Google'],
  ],
  'Administration & Office Support': [
    ['Certified Administrative Professional (CAP)', 'IAAP'],
    ['Microsoft Office Specialist: Word Expert', 'Microsoft'],
  ],
};

export function certificationsOf(categoryKey: string): readonly Certification[] {
  return [...(certificationsByCategory[categoryKey] ?? []), ...GENERAL_CERTIFICATIONS];
}

/** "About me", in the language the person set for the interface. */
export const aboutMe: readonly Text3[] = [
  t(
    '{title} with {years} of experience in {sector}. Skilled in {skills}.',
    '{title}，拥有{years}年{sector}行业经验。擅长{skills}。',
    '{title} بخبرة {years} في مجال {sector}. أتقن {skills}.',
  ),
  t(
    'Experienced {title} based in {city}, with a background in {sector}. I am strong in {skills} and enjoy working in multicultural teams.',
    '常驻{city}的{title}，具有{sector}行业背景，熟悉{skills}，善于在多元文化团队中工作。',
    '{title} مقيم في {city} ولدي خلفية في مجال {sector}. أتقن {skills} وأحب العمل ضمن فرق متعددة الثقافات.',
  ),
];

export const aboutFresh: Text3 = t(
  'Recent graduate looking for a first role in {sector}. Skilled in {skills}.',
  '应届毕业生，希望在{sector}领域开始职业生涯。擅长{skills}。',
  'خريج حديث أبحث عن أول فرصة عمل في مجال {sector}. أتقن {skills}.',
);

export const coverLetters: readonly string[] = [
  'Dear Hiring Manager, I am writing to apply for this position at {company}. With {years} of experience in {sector}, I am confident I can contribute to your team from day one.',
  'Hello, I would like to be considered for this role at {company}. My background in {sector} and my skills in {skills} match what you are looking for. I am available to start at short notice.',
  'Dear {company} team, please find my application attached. I have {years} of experience in {sector} and would welcome the chance to discuss how I can help.',
];

export const rejectionNotes: readonly string[] = [
  'Position filled by another candidate',
  'Experience does not match the requirements',
  'Candidate did not meet the language requirement',
];

export const savedJobCollections: readonly string[] = ['Favourites', 'Apply later', 'Dream jobs'];
