import type { SeededRandom } from './random.js';

/**
 * People's names for the demo world, by where a person comes from: Omani and other Gulf Arabic
 * names (with their Arabic spelling), Chinese names (characters and pinyin), and English, Indian,
 * Filipino and Pakistani names. The Latin form makes e-mail addresses and file names.
 */

export type Gender = 'male' | 'female';
export type NameGroup =
  'omani' | 'gulf' | 'levant' | 'chinese' | 'indian' | 'filipino' | 'pakistani' | 'english' | 'german';

export interface PersonName {
  readonly group: NameGroup;
  readonly gender: Gender;
  /** As an English-speaking user types it: "Salim Al Harthy", "Wei Wang". */
  readonly latin: string;
  /** In the person's own script: "سالم الحارثي", "王伟"; the Latin form for Latin-script names. */
  readonly native: string;
  /** ascii words for e-mail addresses: ["salim", "alharthy"]. */
  readonly ascii: readonly [given: string, family: string];
}

interface ArabicName {
  readonly latin: string;
  readonly ar: string;
}

const a = (latin: string, ar: string): ArabicName => ({ latin, ar });

const arabicGiven: Readonly<Record<Gender, readonly ArabicName[]>> = {
  male: [
    a('Ahmed', 'أحمد'),
    a('Mohammed', 'محمد'),
    a('Salim', 'سالم'),
    a('Said', 'سعيد'),
    a('Khalid', 'خالد'),
    a('Hamad', 'حمد'),
    a('Sultan', 'سلطان'),
    a('Yousuf', 'يوسف'),
    a('Abdullah', 'عبدالله'),
    a('Faisal', 'فيصل'),
    a('Nasser', 'ناصر'),
    a('Talal', 'طلال'),
    a('Hilal', 'هلال'),
    a('Badar', 'بدر'),
    a('Majid', 'ماجد'),
    a('Ali', 'علي'),
    a('Omar', 'عمر'),
    a('Ibrahim', 'إبراهيم'),
    a('Tariq', 'طارق'),
    a('Mazin', 'مازن'),
    a('Rashid', 'راشد'),
    a('Hamood', 'حمود'),
    a('Qais', 'قيس'),
    a('Issa', 'عيسى'),
  ],
  female: [
    a('Fatma', 'فاطمة'),
    a('Aisha', 'عائشة'),
    a('Maryam', 'مريم'),
    a('Zainab', 'زينب'),
    a('Noor', 'نور'),
    a('Shaikha', 'شيخة'),
    a('Muna', 'منى'),
    a('Huda', 'هدى'),
    a('Asma', 'أسماء'),
    a('Amal', 'أمل'),
    a('Badriya', 'بدرية'),
    a('Rahma', 'رحمة'),
    a('Salma', 'سلمى'),
    a('Khadija', 'خديجة'),
    a('Layla', 'ليلى'),
    a('Reem', 'ريم'),
    a('Hanan', 'حنان'),
    a('Iman', 'إيمان'),
    a('Sara', 'سارة'),
    a('Wafa', 'وفاء'),
    a('Thuraya', 'ثريا'),
    a('Nawal', 'نوال'),
    a('Azza', 'عزة'),
  ],
};

const arabicFamilies: Readonly<Record<'omani' | 'gulf' | 'levant', readonly ArabicName[]>> = {
  omani: [
    a('Al Balushi', 'البلوشي'),
    a('Al Harthy', 'الحارثي'),
    a('Al Hinai', 'الهنائي'),
    a('Al Rawahi', 'الرواحي'),
    a('Al Busaidi', 'البوسعيدي'),
    a('Al Kindi', 'الكندي'),
    a('Al Maamari', 'المعمري'),
    a('Al Shukaili', 'الشكيلي'),
    a('Al Siyabi', 'السيابي'),
    a('Al Riyami', 'الريامي'),
    a('Al Lawati', 'اللواتي'),
    a('Al Farsi', 'الفارسي'),
    a('Al Saadi', 'السعدي'),
    a('Al Amri', 'العامري'),
    a('Al Hashmi', 'الهاشمي'),
    a('Al Mahrouqi', 'المحروقي'),
    a('Al Jabri', 'الجابري'),
    a('Al Zadjali', 'الزدجالي'),
    a('Al Rashdi', 'الراشدي'),
    a('Al Wahaibi', 'الوهيبي'),
    a('Al Abri', 'العبري'),
    a('Al Mandhari', 'المنذري'),
    a('Al Kalbani', 'الكلباني'),
    a('Al Habsi', 'الحبسي'),
  ],
  gulf: [
    a('Al Mansoori', 'المنصوري'),
    a('Al Nuaimi', 'النعيمي'),
    a('Al Qahtani', 'القحطاني'),
    a('Al Otaibi', 'العتيبي'),
    a('Al Ghamdi', 'الغامدي'),
    a('Al Mutairi', 'المطيري'),
    a('Al Dosari', 'الدوسري'),
    a('Al Shamsi', 'الشامسي'),
    a('Al Kuwari', 'الكواري'),
    a('Al Ajmi', 'العجمي'),
    a('Al Marri', 'المري'),
    a('Al Zahrani', 'الزهراني'),
    a('Al Kaabi', 'الكعبي'),
    a('Al Hammadi', 'الحمادي'),
  ],
  levant: [
    a('Hassan', 'حسن'),
    a('Mahmoud', 'محمود'),
    a('Mostafa', 'مصطفى'),
    a('Abdelrahman', 'عبدالرحمن'),
    a('Khalil', 'خليل'),
    a('Haddad', 'حداد'),
    a('Nassar', 'نصار'),
    a('Saleh', 'صالح'),
    a('Awad', 'عوض'),
    a('Farouk', 'فاروق'),
    a('Al Zoubi', 'الزعبي'),
    a('El Masry', 'المصري'),
  ],
};

interface ChineseName {
  readonly zh: string;
  readonly pinyin: string;
}

const c = (zh: string, pinyin: string): ChineseName => ({ zh, pinyin });

const chineseFamilies: readonly ChineseName[] = [
  c('王', 'Wang'),
  c('李', 'Li'),
  c('张', 'Zhang'),
  c('刘', 'Liu'),
  c('陈', 'Chen'),
  c('杨', 'Yang'),
  c('黄', 'Huang'),
  c('赵', 'Zhao'),
  c('吴', 'Wu'),
  c('周', 'Zhou'),
  c('徐', 'Xu'),
  c('孙', 'Sun'),
  c('马', 'Ma'),
  c('朱', 'Zhu'),
  c('胡', 'Hu'),
  c('郭', 'Guo'),
  c('何', 'He'),
  c('林', 'Lin'),
  c('高', 'Gao'),
  c('罗', 'Luo'),
  c('郑', 'Zheng'),
  c('梁', 'Liang'),
  c('谢', 'Xie'),
  c('宋', 'Song'),
  c('唐', 'Tang'),
  c('韩', 'Han'),
  c('冯', 'Feng'),
  c('邓', 'Deng'),
];

const chineseGiven: Readonly<Record<Gender, readonly ChineseName[]>> = {
  male: [
    c('伟', 'Wei'),
    c('强', 'Qiang'),
    c('磊', 'Lei'),
    c('军', 'Jun'),
    c('洋', 'Yang'),
    c('勇', 'Yong'),
    c('杰', 'Jie'),
    c('涛', 'Tao'),
    c('明', 'Ming'),
    c('超', 'Chao'),
    c('浩然', 'Haoran'),
    c('思远', 'Siyuan'),
    c('宇航', 'Yuhang'),
    c('俊杰', 'Junjie'),
    c('子豪', 'Zihao'),
    c('志强', 'Zhiqiang'),
    c('建华', 'Jianhua'),
  ],
  female: [
    c('芳', 'Fang'),
    c('娜', 'Na'),
    c('敏', 'Min'),
    c('静', 'Jing'),
    c('丽', 'Li'),
    c('艳', 'Yan'),
    c('霞', 'Xia'),
    c('秀英', 'Xiuying'),
    c('子涵', 'Zihan'),
    c('雨桐', 'Yutong'),
    c('嘉怡', 'Jiayi'),
    c('欣怡', 'Xinyi'),
    c('梓萱', 'Zixuan'),
    c('晓燕', 'Xiaoyan'),
    c('婷婷', 'Tingting'),
    c('佳琪', 'Jiaqi'),
  ],
};

interface LatinNames {
  readonly male: readonly string[];
  readonly female: readonly string[];
  readonly family: readonly string[];
}

const latinNames: Readonly<Record<'indian' | 'filipino' | 'pakistani' | 'english' | 'german', LatinNames>> = {
  indian: {
    male: ['Arjun', 'Rahul', 'Vikram', 'Rohan', 'Karthik', 'Aditya', 'Suresh', 'Nikhil', 'Arun', 'Sanjay'],
    female: ['Priya', 'Anjali', 'Sneha', 'Divya', 'Lakshmi', 'Meera', 'Deepa', 'Kavya', 'Anita', 'Reshma'],
    family: [
      'Nair',
      'Menon',
      'Sharma',
      'Patel',
      'Iyer',
      'Reddy',
      'Pillai',
      'Kumar',
      'Gupta',
      'Thomas',
      'Varghese',
      'Joshi',
      'Rao',
      'Krishnan',
      'Mathew',
      'Kurian',
    ],
  },
  filipino: {
    male: ['Jose', 'Mark', 'John Paul', 'Carlo', 'Ramon', 'Paolo', 'Jerome', 'Miguel', 'Rafael'],
    female: ['Maria', 'Angelica', 'Kristine', 'Jasmine', 'Liza', 'Joy', 'Rowena', 'Grace', 'Mary Ann'],
    family: [
      'Santos',
      'Reyes',
      'Cruz',
      'Bautista',
      'Garcia',
      'Mendoza',
      'Villanueva',
      'Dela Cruz',
      'Ramos',
      'Aquino',
      'Castillo',
      'Navarro',
      'Domingo',
      'Manalo',
    ],
  },
  pakistani: {
    male: ['Usman', 'Bilal', 'Hamza', 'Imran', 'Faisal', 'Saad', 'Kamran', 'Ali'],
    female: ['Ayesha', 'Fatima', 'Sana', 'Zainab', 'Hira', 'Mahnoor', 'Amna'],
    family: [
      'Khan',
      'Malik',
      'Qureshi',
      'Chaudhry',
      'Butt',
      'Sheikh',
      'Raza',
      'Siddiqui',
      'Hussain',
      'Javed',
    ],
  },
  english: {
    male: ['James', 'Oliver', 'Daniel', 'Thomas', 'Michael', 'David', 'Matthew', 'Andrew', 'Ryan', 'Samuel'],
    female: ['Emma', 'Sophie', 'Charlotte', 'Hannah', 'Emily', 'Sarah', 'Laura', 'Rachel', 'Olivia', 'Lucy'],
    family: [
      'Walker',
      'Thompson',
      'Harris',
      'Clarke',
      'Mitchell',
      'Turner',
      'Wright',
      'Hughes',
      'Edwards',
      'Bennett',
      'Carter',
      'Foster',
      'Morgan',
      'Collins',
      'Brooks',
      'Hayes',
    ],
  },
  german: {
    male: ['Lukas', 'Jonas', 'Felix', 'Stefan', 'Markus', 'Tobias'],
    female: ['Anna', 'Lena', 'Julia', 'Katrin', 'Sabine', 'Miriam'],
    family: ['Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Wagner', 'Hoffmann', 'Koch', 'Richter'],
  },
};

/** Where a nationality's names come from. */
export const nameGroupOf: Readonly<Record<string, NameGroup>> = {
  OM: 'omani',
  AE: 'gulf',
  SA: 'gulf',
  QA: 'gulf',
  KW: 'gulf',
  BH: 'gulf',
  EG: 'levant',
  JO: 'levant',
  CN: 'chinese',
  SG: 'chinese',
  IN: 'indian',
  PH: 'filipino',
  PK: 'pakistani',
  GB: 'english',
  US: 'english',
  DE: 'german',
};

function ascii(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** A person's name from a group; `gender` fixes it when given. */
export function personName(random: SeededRandom, group: NameGroup, gender?: Gender): PersonName {
  const sex = gender ?? (random.chance(0.5) ? 'male' : 'female');
  if (group === 'omani' || group === 'gulf' || group === 'levant') {
    const given = random.pick(arabicGiven[sex]);
    const family = random.pick(arabicFamilies[group]);
    return {
      group,
      gender: sex,
      latin: `${given.latin} ${family.latin}`,
      native: `${given.ar} ${family.ar}`,
      ascii: [ascii(given.latin), ascii(family.latin)],
    };
  }
  if (group === 'chinese') {
    const given = random.pick(chineseGiven[sex]);
    const family = random.pick(chineseFamilies);
    return {
      group,
      gender: sex,
      // given name first, as a Chinese professional writes it on an English CV
      latin: `${given.pinyin} ${family.pinyin}`,
      native: `${family.zh}${given.zh}`,
      ascii: [ascii(given.pinyin), ascii(family.pinyin)],
    };
  }
  const pool = latinNames[group];
  const given = random.pick(pool[sex]);
  const family = random.pick(pool.family);
  const latin = `${given} ${family}`;
  return { group, gender: sex, latin, native: latin, ascii: [ascii(given), ascii(family)] };
}

/** A fixed name for the demo accounts. */
export function fixedName(
  group: NameGroup,
  gender: Gender,
  latin: string,
  native: string,
  asciiParts: readonly [string, string],
): PersonName {
  return { group, gender, latin, native, ascii: asciiParts };
}
