import { type Text3, t } from './text.js';

/**
 * What job seekers write on their profiles, in the three languages: the generator picks by the
 * person's language. Names of institutions and certificates stay as people usually write them.
 */

export const aboutOpenings: readonly Text3[] = [
  t(
    '{title} with {years} of experience in {sector}, based in {city}.',
    '{title}，拥有{years}年{sector}行业经验，现居{city}。',
    '{title} بخبرة {years} في مجال {sector}، مقيم في {city}.',
  ),
  t(
    'I am {titleArticle} {title} with {years} of hands-on experience in {sector}.',
    '我是一名{title}，在{sector}领域有{years}年的实践经验。',
    'أعمل {title} ولدي خبرة عملية تمتد {years} في مجال {sector}.',
  ),
];

export const aboutGraduate: Text3 = t(
  'Recent {specialization} graduate looking for a first role in {sector}, based in {city}.',
  '{specialization}专业应届毕业生，现居{city}，希望在{sector}领域开启职业生涯。',
  'خريج حديث في تخصص {specialization}، مقيم في {city}، أبحث عن أول فرصة عمل في مجال {sector}.',
);

export const aboutClosings: readonly Text3[] = [
  t(
    'I enjoy solving practical problems and working with diverse teams.',
    '善于解决实际问题，乐于与多元化团队合作。',
    'أستمتع بحل المشكلات العملية والعمل مع فرق متنوعة.',
  ),
  t(
    'I am looking for a role where I can grow and take on more responsibility.',
    '希望找到一个能够持续成长、承担更多责任的岗位。',
    'أبحث عن دور يتيح لي النمو وتحمل مسؤوليات أكبر.',
  ),
  t(
    'Colleagues know me for reliability, attention to detail and clear communication.',
    '同事评价我做事可靠、注重细节、沟通清晰。',
    'يعرفني زملائي بالالتزام والاهتمام بالتفاصيل ووضوح التواصل.',
  ),
  t(
    'Open to opportunities across the GCC.',
    '愿意在海湾地区各国发展。',
    'منفتح على الفرص في دول مجلس التعاون الخليجي.',
  ),
];

export interface Training {
  readonly name: Text3;
  readonly institute: string;
  readonly subject: Text3;
}

export const trainings: readonly Training[] = [
  {
    name: t('Advanced Excel for Business', '商务高级Excel', 'برنامج Excel المتقدم للأعمال'),
    institute: 'Oman Institute of Management',
    subject: t('Data analysis', '数据分析', 'تحليل البيانات'),
  },
  {
    name: t('Effective Business Writing', '高效商务写作', 'الكتابة الفعالة في الأعمال'),
    institute: 'British Council',
    subject: t('Communication', '沟通', 'التواصل'),
  },
  {
    name: t('Leadership Essentials', '领导力基础', 'أساسيات القيادة'),
    institute: 'Dale Carnegie Training',
    subject: t('Leadership', '领导力', 'القيادة'),
  },
  {
    name: t('First Aid at Work', '职场急救', 'الإسعافات الأولية في بيئة العمل'),
    institute: 'Oman Red Crescent Association',
    subject: t('Health and safety', '健康与安全', 'الصحة والسلامة'),
  },
  {
    name: t('Agile Project Management', '敏捷项目管理', 'إدارة المشاريع الرشيقة'),
    institute: 'Coursera',
    subject: t('Project management', '项目管理', 'إدارة المشاريع'),
  },
  {
    name: t('Customer Experience Excellence', '卓越客户体验', 'التميز في تجربة العملاء'),
    institute: 'Institute of Customer Service',
    subject: t('Customer service', '客户服务', 'خدمة العملاء'),
  },
  {
    name: t('Introduction to Data Science', '数据科学入门', 'مقدمة في علم البيانات'),
    institute: 'edX',
    subject: t('Data science', '数据科学', 'علم البيانات'),
  },
];

export const awards: readonly Text3[] = [
  t('Employee of the Month', '月度优秀员工', 'موظف الشهر'),
  t('Best Team Player Award', '最佳团队合作奖', 'جائزة أفضل عضو في الفريق'),
  t('Innovation Award', '创新奖', 'جائزة الابتكار'),
  t("Dean's List", '院长荣誉榜', 'قائمة الشرف'),
  t('Customer Service Excellence Award', '卓越客户服务奖', 'جائزة التميز في خدمة العملاء'),
  t('Safety Champion of the Year', '年度安全之星', 'بطل السلامة لهذا العام'),
];

/** Certificates people in each field hold: [title, issuer], as the issuer names them. */
export const certifications: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'Information Technology': [
    ['AWS Certified Solutions Architect – Associate', 'Amazon Web Services'],
    ['Microsoft Certified: Azure Fundamentals', 'Microsoft'],
    ['CompTIA Security+', 'CompTIA'],
    ['Cisco Certified Network Associate (CCNA)', 'Cisco'],
  ],
  Engineering: [
    ['Project Management Professional (PMP)', 'Project Management Institute'],
    ['Certified SOLIDWORKS Associate', 'Dassault Systèmes'],
    ['Six Sigma Green Belt', 'ASQ'],
  ],
  'Oil, Gas & Energy': [
    ['NEBOSH International General Certificate', 'NEBOSH'],
    ['IWCF Well Control Level 3', 'IWCF'],
    ['OPITO BOSIET', 'OPITO'],
  ],
  Healthcare: [
    ['Basic Life Support (BLS) Provider', 'American Heart Association'],
    ['Advanced Cardiovascular Life Support (ACLS)', 'American Heart Association'],
  ],
  'Finance & Accounting': [
    ['ACCA Qualification', 'ACCA'],
    ['Certified Management Accountant (CMA)', 'Institute of Management Accountants'],
    ['Certified Public Accountant (CPA)', 'AICPA'],
  ],
  'Sales & Marketing': [
    ['Google Ads Search Certification', 'Google'],
    ['Inbound Marketing Certification', 'HubSpot Academy'],
  ],
  'Education & Training': [
    ['CELTA', 'Cambridge English'],
    ['TESOL Certificate', 'Trinity College London'],
  ],
  'Hospitality & Tourism': [
    ['HACCP Level 2', 'Highfield Qualifications'],
    ['Certified Hospitality Supervisor', 'AHLEI'],
  ],
  'Logistics & Supply Chain': [
    ['Certified Supply Chain Professional (CSCP)', 'ASCM'],
    ['CIPS Level 4 Diploma in Procurement and Supply', 'CIPS'],
  ],
  'Construction & Real Estate': [
    ['Project Management Professional (PMP)', 'Project Management Institute'],
    ['OSHA 30-Hour Construction', 'OSHA Training Institute'],
  ],
  'Human Resources': [
    ['CIPD Level 5 Associate Diploma', 'CIPD'],
    ['SHRM Certified Professional (SHRM-CP)', 'SHRM'],
  ],
  'Customer Service': [
    ['ITIL 4 Foundation', 'AXELOS'],
    ['Customer Service Professional', 'Institute of Customer Service'],
  ],
  'Design & Media': [
    ['Adobe Certified Professional', 'Adobe'],
    ['Google UX Design Certificate', 'Google'],
  ],
  'Administration & Office Support': [
    ['Microsoft Office Specialist: Excel Expert', 'Microsoft'],
    ['Certified Administrative Professional', 'IAAP'],
  ],
};

export const languageCertificate: readonly [string, string] = ['IELTS Academic', 'British Council'];

export interface University {
  readonly name: Text3;
  /** The English name of its city in the reference data, where the data has it. */
  readonly city: string | null;
}

const u = (en: string, zh: string, ar: string, city: string | null): University => ({
  name: t(en, zh, ar),
  city,
});

export const universities: Readonly<Record<string, readonly University[]>> = {
  OM: [
    u('Sultan Qaboos University', '苏丹卡布斯大学', 'جامعة السلطان قابوس', 'Muscat'),
    u(
      'German University of Technology in Oman',
      '阿曼德国科技大学',
      'الجامعة الألمانية للتكنولوجيا في عمان',
      'Muscat',
    ),
    u('University of Nizwa', '尼兹瓦大学', 'جامعة نزوى', 'Nizwa'),
    u('Middle East College', '中东学院', 'كلية الشرق الأوسط', 'Muscat'),
    u('Sohar University', '苏哈尔大学', 'جامعة صحار', 'Sohar'),
  ],
  AE: [
    u('United Arab Emirates University', '阿联酋大学', 'جامعة الإمارات العربية المتحدة', 'Al Ain'),
    u('Khalifa University', '哈利法大学', 'جامعة خليفة', 'Abu Dhabi'),
    u('American University of Sharjah', '沙迦美国大学', 'الجامعة الأمريكية في الشارقة', 'Sharjah'),
  ],
  SA: [
    u('King Saud University', '沙特国王大学', 'جامعة الملك سعود', 'Riyadh'),
    u(
      'King Fahd University of Petroleum and Minerals',
      '法赫德国王石油矿产大学',
      'جامعة الملك فهد للبترول والمعادن',
      'Dammam',
    ),
    u('King Abdulaziz University', '阿卜杜勒阿齐兹国王大学', 'جامعة الملك عبدالعزيز', 'Jeddah'),
  ],
  QA: [u('Qatar University', '卡塔尔大学', 'جامعة قطر', 'Doha')],
  KW: [u('Kuwait University', '科威特大学', 'جامعة الكويت', 'Kuwait City')],
  BH: [u('University of Bahrain', '巴林大学', 'جامعة البحرين', 'Isa Town')],
  EG: [
    u('Cairo University', '开罗大学', 'جامعة القاهرة', 'Giza'),
    u('Ain Shams University', '艾因夏姆斯大学', 'جامعة عين شمس', 'Cairo'),
    u('Alexandria University', '亚历山大大学', 'جامعة الإسكندرية', 'Alexandria'),
  ],
  JO: [
    u('University of Jordan', '约旦大学', 'الجامعة الأردنية', 'Amman'),
    u(
      'Jordan University of Science and Technology',
      '约旦科技大学',
      'جامعة العلوم والتكنولوجيا الأردنية',
      'Irbid',
    ),
  ],
  IN: [
    u(
      'Indian Institute of Technology Bombay',
      '印度理工学院孟买分校',
      'المعهد الهندي للتكنولوجيا في بومباي',
      'Mumbai',
    ),
    u('University of Kerala', '喀拉拉大学', 'جامعة كيرالا', null),
    u('Anna University', '安娜大学', 'جامعة آنا', 'Chennai'),
    u(
      'Cochin University of Science and Technology',
      '科钦科技大学',
      'جامعة كوتشين للعلوم والتكنولوجيا',
      'Kochi',
    ),
  ],
  PK: [
    u('University of Karachi', '卡拉奇大学', 'جامعة كراتشي', 'Karachi'),
    u(
      'Lahore University of Management Sciences',
      '拉合尔管理科学大学',
      'جامعة لاهور للعلوم الإدارية',
      'Lahore',
    ),
  ],
  PH: [
    u(
      'University of the Philippines Diliman',
      '菲律宾大学迪利曼分校',
      'جامعة الفلبين ديليمان',
      'Quezon City',
    ),
    u('Ateneo de Manila University', '马尼拉雅典耀大学', 'جامعة أتينيو دي مانيلا', 'Quezon City'),
    u('University of Santo Tomas', '圣托马斯大学', 'جامعة سانتو توماس', 'Manila'),
  ],
  CN: [
    u('Tsinghua University', '清华大学', 'جامعة تسينغهوا', 'Beijing'),
    u('Zhejiang University', '浙江大学', 'جامعة تشجيانغ', 'Hangzhou'),
    u('Fudan University', '复旦大学', 'جامعة فودان', 'Shanghai'),
    u('Sun Yat-sen University', '中山大学', 'جامعة صن يات سين', 'Guangzhou'),
    u(
      'Shanghai International Studies University',
      '上海外国语大学',
      'جامعة شنغهاي للدراسات الدولية',
      'Shanghai',
    ),
  ],
  SG: [
    u('National University of Singapore', '新加坡国立大学', 'جامعة سنغافورة الوطنية', 'Singapore'),
    u('Nanyang Technological University', '南洋理工大学', 'جامعة نانيانغ التكنولوجية', 'Jurong East'),
  ],
  GB: [
    u('University of Manchester', '曼彻斯特大学', 'جامعة مانشستر', 'Manchester'),
    u('University of Edinburgh', '爱丁堡大学', 'جامعة إدنبرة', 'Edinburgh'),
    u("King's College London", '伦敦国王学院', 'كينغز كوليدج لندن', 'London'),
  ],
  US: [
    u('University of Houston', '休斯敦大学', 'جامعة هيوستن', 'Houston'),
    u('Arizona State University', '亚利桑那州立大学', 'جامعة ولاية أريزونا', null),
  ],
  DE: [
    u('Technical University of Munich', '慕尼黑工业大学', 'الجامعة التقنية في ميونخ', 'Munich'),
    u('RWTH Aachen University', '亚琛工业大学', 'جامعة آخن التقنية', null),
  ],
};

/** A school of the person's home town. */
export const secondarySchool: Text3 = t('{city} Secondary School', '{city}第一中学', 'مدرسة {city} الثانوية');

/** What people study before working in each field: English names of the reference specialisations. */
export const specializationsByCategory: Readonly<Record<string, readonly string[]>> = {
  'Information Technology': ['Computer Science', 'Software Engineering'],
  Engineering: ['Mechanical Engineering', 'Electrical Engineering', 'Civil Engineering'],
  'Oil, Gas & Energy': ['Petroleum Engineering', 'Mechanical Engineering', 'Electrical Engineering'],
  Healthcare: ['Nursing', 'Medicine', 'Pharmacy'],
  'Finance & Accounting': ['Accounting', 'Finance'],
  'Sales & Marketing': ['Marketing', 'Business Administration'],
  'Education & Training': ['Education'],
  'Hospitality & Tourism': ['Hospitality Management', 'Business Administration'],
  'Logistics & Supply Chain': ['Logistics Management', 'Business Administration'],
  'Construction & Real Estate': ['Civil Engineering'],
  'Human Resources': ['Human Resource Management', 'Business Administration'],
  'Customer Service': ['Business Administration', 'Marketing'],
  'Design & Media': ['Graphic Design'],
  'Administration & Office Support': ['Business Administration'],
};

export interface Project {
  readonly title: Text3;
  readonly description: Text3;
}

export const projects: readonly Project[] = [
  {
    title: t('Customer self-service portal', '客户自助服务门户', 'بوابة الخدمة الذاتية للعملاء'),
    description: t(
      'Helped redesign the customer portal so that common requests no longer need a phone call.',
      '参与重新设计客户门户，让常见业务无需再打电话办理。',
      'شاركت في إعادة تصميم بوابة العملاء بحيث تنجز الطلبات الشائعة دون الحاجة إلى اتصال هاتفي.',
    ),
  },
  {
    title: t('Warehouse barcode roll-out', '仓库条码系统上线', 'تطبيق نظام الباركود في المستودعات'),
    description: t(
      'Rolled out barcode scanning in two warehouses and trained 40 staff to use it.',
      '在两个仓库推行条码扫描，并培训了40名员工。',
      'طبقت نظام مسح الباركود في مستودعين ودربت 40 موظفا على استخدامه.',
    ),
  },
  {
    title: t('Monthly performance dashboard', '月度业绩看板', 'لوحة مؤشرات الأداء الشهرية'),
    description: t(
      'Built a dashboard that replaced a manual monthly report for the management team.',
      '搭建数据看板，取代管理层每月的手工报表。',
      'أنشأت لوحة مؤشرات حلت محل تقرير شهري يدوي لفريق الإدارة.',
    ),
  },
  {
    title: t('Site safety audit programme', '现场安全审核项目', 'برنامج تدقيق السلامة في المواقع'),
    description: t(
      'Planned and ran quarterly safety audits across three sites.',
      '策划并执行三个现场的季度安全审核。',
      'خططت ونفذت عمليات تدقيق ربع سنوية للسلامة في ثلاثة مواقع.',
    ),
  },
  {
    title: t('Mobile ordering app', '移动点单应用', 'تطبيق الطلب عبر الجوال'),
    description: t(
      'Worked on a mobile app for ordering ahead, from the first prototype to launch.',
      '参与移动预订应用的开发，从最初原型到正式上线。',
      'عملت على تطبيق للطلب المسبق عبر الجوال من النموذج الأولي حتى الإطلاق.',
    ),
  },
  {
    title: t('Energy efficiency study', '能效研究', 'دراسة كفاءة الطاقة'),
    description: t(
      'Measured energy use in an office building and proposed changes that cut it by 12%.',
      '测量办公楼能耗并提出改进方案，使能耗降低12%。',
      'قست استهلاك الطاقة في مبنى مكاتب واقترحت تغييرات خفضته بنسبة 12%.',
    ),
  },
  {
    title: t(
      'New-joiner onboarding redesign',
      '新员工入职流程优化',
      'إعادة تصميم برنامج تهيئة الموظفين الجدد',
    ),
    description: t(
      'Simplified the onboarding process so that new staff are productive in their first week.',
      '简化入职流程，让新员工第一周即可上手工作。',
      'بسطت إجراءات التهيئة ليصبح الموظفون الجدد منتجين منذ أسبوعهم الأول.',
    ),
  },
  {
    title: t('Graduation project: smart irrigation', '毕业设计：智能灌溉系统', 'مشروع التخرج: نظام ري ذكي'),
    description: t(
      'Designed a sensor-driven irrigation controller for date palm farms.',
      '为椰枣种植园设计基于传感器的灌溉控制器。',
      'صممت وحدة تحكم في الري تعتمد على المستشعرات لمزارع النخيل.',
    ),
  },
];

export interface Volunteering {
  readonly title: Text3;
  readonly description: Text3;
  readonly link: string | null;
}

export const volunteering: readonly Volunteering[] = [
  {
    title: t('Beach clean-up coordinator', '海滩清洁活动协调员', 'منسق حملة تنظيف الشواطئ'),
    description: t(
      'Organised monthly beach clean-ups with up to 60 volunteers.',
      '每月组织海滩清洁活动，参与志愿者最多达60人。',
      'نظمت حملات شهرية لتنظيف الشواطئ بمشاركة ما يصل إلى 60 متطوعا.',
    ),
    link: 'https://volunteer.example.org/beach-clean-up',
  },
  {
    title: t('Coding club mentor', '编程俱乐部导师', 'مرشد في نادي البرمجة'),
    description: t(
      'Taught weekly programming sessions to secondary school students.',
      '每周为中学生讲授编程课程。',
      'قدمت جلسات أسبوعية لتعليم البرمجة لطلاب المدارس الثانوية.',
    ),
    link: 'https://volunteer.example.org/coding-club',
  },
  {
    title: t('Food drive volunteer', '爱心食物募集志愿者', 'متطوع في حملة جمع الغذاء'),
    description: t(
      'Packed and delivered Ramadan food baskets to families in need.',
      '为有需要的家庭打包并派送斋月食品篮。',
      'ساهمت في تجهيز وتوزيع السلال الرمضانية على الأسر المحتاجة.',
    ),
    link: null,
  },
  {
    title: t('University career fair organiser', '大学招聘会组织者', 'منظم معرض التوظيف الجامعي'),
    description: t(
      'Coordinated 35 employers and 1,200 students for the annual career fair.',
      '为年度招聘会协调35家用人单位和1200名学生。',
      'نسقت مشاركة 35 جهة توظيف و1200 طالب في معرض التوظيف السنوي.',
    ),
    link: null,
  },
];

export const recommendationTexts: readonly Text3[] = [
  t(
    '{name} is one of the most dependable colleagues I have worked with: organised, calm under pressure and always willing to help.',
    '{name}是我共事过最可靠的同事之一：做事有条理，临危不乱，乐于助人。',
    '{name} من أكثر الزملاء الذين عملت معهم موثوقية: منظم وهادئ تحت الضغط ومستعد دائما للمساعدة.',
  ),
  t(
    'I managed {name} for two years. The quality of the work was consistently excellent and deadlines were never missed.',
    '我曾是{name}的直属上级，共事两年。其工作质量始终出色，从未延误任何期限。',
    'أشرفت على عمل {name} لمدة عامين، وكانت جودة العمل ممتازة دائما ولم يتأخر أي موعد تسليم.',
  ),
  t(
    '{name} learns fast and brings new ideas to the team. I recommend {name} without hesitation.',
    '{name}学习能力强，总能为团队带来新想法。我毫无保留地推荐。',
    '{name} سريع التعلم ويقدم أفكارا جديدة للفريق، وأوصي به دون تردد.',
  ),
];

export const achievements: readonly Text3[] = [
  t(
    'Cut the monthly reporting time from three days to half a day.',
    '将月度报表编制时间从三天缩短到半天。',
    'خفضت وقت إعداد التقارير الشهرية من ثلاثة أيام إلى نصف يوم.',
  ),
  t(
    'Trained and mentored five new team members.',
    '培训并指导了五名新团队成员。',
    'دربت خمسة موظفين جدد وأشرفت على توجيههم.',
  ),
  t(
    'Delivered a key project two weeks ahead of schedule.',
    '提前两周完成一个重点项目。',
    'أنجزت مشروعا رئيسيا قبل موعده بأسبوعين.',
  ),
];

export const hobbies: readonly Text3[] = [
  t('Hiking in the Hajar mountains and photography.', '徒步和摄影。', 'المشي في جبال الحجر والتصوير.'),
  t(
    'Football on weekends and reading.',
    '周末踢足球，喜欢阅读。',
    'كرة القدم في عطلة نهاية الأسبوع والقراءة.',
  ),
  t('Cooking and travelling.', '烹饪和旅行。', 'الطبخ والسفر.'),
];

export const referencesOnRequest: Text3 = t('Available on request.', '可应要求提供。', 'متاحة عند الطلب.');

export interface Course {
  readonly title: Text3;
  readonly authority: string;
}

export const courses: readonly Course[] = [
  {
    title: t('Data Analysis with Python', '使用Python进行数据分析', 'تحليل البيانات باستخدام Python'),
    authority: 'Coursera',
  },
  {
    title: t('Project Management Foundations', '项目管理基础', 'أساسيات إدارة المشاريع'),
    authority: 'LinkedIn Learning',
  },
  {
    title: t('Fundamentals of Digital Marketing', '数字营销基础', 'أساسيات التسويق الرقمي'),
    authority: 'Google Digital Garage',
  },
  {
    title: t('Introduction to Cybersecurity', '网络安全入门', 'مقدمة في الأمن السيبراني'),
    authority: 'Cisco Networking Academy',
  },
  { title: t('Supply Chain Fundamentals', '供应链基础', 'أساسيات سلاسل الإمداد'), authority: 'edX' },
];

export const medicalConditions: readonly Text3[] = [
  t('None', '无', 'لا يوجد'),
  t('None', '无', 'لا يوجد'),
  t('Mild asthma, well controlled', '轻度哮喘，控制良好', 'ربو خفيف تحت السيطرة'),
  t('Wears glasses', '佩戴眼镜', 'يرتدي نظارات طبية'),
  t('Seasonal allergies', '季节性过敏', 'حساسية موسمية'),
];

export const signatureTitles: readonly Text3[] = [
  t('Formal signature', '正式签名', 'التوقيع الرسمي'),
  t('Initials', '姓名缩写', 'الأحرف الأولى'),
];

export const signatureFonts: readonly string[] = ['Great Vibes', 'Dancing Script', 'Allura', 'Pacifico'];

export const collectionNames: readonly string[] = ['Favourites', 'Apply later', 'Dream jobs'];
