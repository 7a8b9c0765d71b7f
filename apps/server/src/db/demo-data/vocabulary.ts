import { type Text3, t } from './text.js';

/**
 * What each category of the reference data (migration 0002) is made of: role titles per
 * sub-category, the skills those roles ask for, and phrases for descriptions and company names.
 * Keyed by the English category name, which is how the generator finds a category in the database.
 */

export type Level = 'junior' | 'mid' | 'senior' | 'lead';

export interface Role {
  readonly title: Text3;
  /** Seniorities the title takes; a manager title has only `mid` (no prefix). */
  readonly levels: readonly Level[];
  /** Pay relative to the category's typical mid-level pay. */
  readonly pay: number;
}

export interface SubCategoryVocabulary {
  readonly roles: readonly Role[];
  /** The skills these roles ask for first, most typical first. */
  readonly skills: readonly string[];
}

export interface CategoryVocabulary {
  /** The field as it reads after "a ... company" / "专注于...领域" / "في مجال ...". */
  readonly sector: Text3;
  readonly qualification: Text3;
  /** Verb phrases for "In this role you will ...". */
  readonly responsibilities: readonly Text3[];
  /** Skills any role in the category may ask for. */
  readonly skills: readonly string[];
  /** Typical mid-level pay relative to the country's baseline. */
  readonly pay: number;
  /** Whether some jobs can be done remotely. */
  readonly remote: boolean;
  /** How likely an organisation is to work in this field. */
  readonly weight: number;
  /** Company name patterns around `{stem}`; `{legal}` takes the country's legal suffix. */
  readonly companyNames: {
    readonly en: readonly string[];
    readonly ar: readonly string[];
    readonly zh: readonly string[];
  };
  /** The ascii word a Chinese or Arabic company's slug ends with. */
  readonly slugWord: string;
  readonly subCategories: Readonly<Record<string, SubCategoryVocabulary>>;
}

const LEVELS: Record<string, Level> = { j: 'junior', m: 'mid', s: 'senior', l: 'lead' };

/** A role: levels as letters (j junior, m mid, s senior, l lead). */
function role(en: string, zh: string, ar: string, levels: string, pay = 1): Role {
  return { title: t(en, zh, ar), levels: [...levels].map((letter) => LEVELS[letter] ?? 'mid'), pay };
}

/** Skills every kind of job may list, after the category's own. */
export const generalSkills: readonly string[] = [
  'Microsoft Excel',
  'Communication',
  'Teamwork',
  'Problem solving',
  'Time management',
  'Leadership',
  'Project management',
  'Presentation skills',
  'Report writing',
  'Stakeholder management',
];

export const categoryVocabulary: Readonly<Record<string, CategoryVocabulary>> = {
  'Information Technology': {
    sector: t('information technology', '信息技术', 'تقنية المعلومات'),
    qualification: t(
      "A bachelor's degree in computer science or a related field is preferred.",
      '计算机科学或相关专业本科及以上学历优先。',
      'يفضل الحاصلون على درجة البكالوريوس في علوم الحاسب أو مجال ذي صلة.',
    ),
    responsibilities: [
      t(
        'design, build and maintain reliable software and systems',
        '设计、开发和维护稳定可靠的软件与系统',
        'تصميم الأنظمة والبرمجيات الموثوقة وتطويرها وصيانتها',
      ),
      t(
        'work closely with product owners to turn business needs into technical solutions',
        '与产品负责人紧密合作，将业务需求转化为技术方案',
        'العمل عن كثب مع مسؤولي المنتجات لتحويل احتياجات العمل إلى حلول تقنية',
      ),
      t(
        'review code and documentation and share knowledge with the team',
        '参与代码与文档评审，并与团队分享经验',
        'مراجعة الشيفرة البرمجية والوثائق ومشاركة المعرفة مع الفريق',
      ),
      t(
        'monitor system performance and resolve incidents quickly',
        '监控系统性能并快速处理故障',
        'مراقبة أداء الأنظمة وحل الأعطال بسرعة',
      ),
      t(
        'keep our platforms secure and compliant with company policies',
        '确保平台安全并符合公司政策',
        'الحفاظ على أمن المنصات وامتثالها لسياسات الشركة',
      ),
    ],
    skills: ['Git', 'SQL', 'Linux administration', 'Scrum', 'Jira'],
    pay: 1.25,
    remote: true,
    weight: 3,
    companyNames: {
      en: ['{stem} Technologies{legal}', '{stem} Digital Solutions{legal}', '{stem} Systems{legal}'],
      ar: ['شركة {stem} للتقنية', '{stem} للحلول الرقمية', 'شركة {stem} لتقنية المعلومات'],
      zh: ['{stem}科技', '{stem}信息技术', '{stem}网络科技'],
    },
    slugWord: 'tech',
    subCategories: {
      'Software Development': {
        roles: [
          role('Software Engineer', '软件工程师', 'مهندس برمجيات', 'jmsl'),
          role('Full Stack Developer', '全栈开发工程师', 'مطور ويب متكامل', 'jms'),
          role('Mobile App Developer', '移动应用开发工程师', 'مطور تطبيقات الجوال', 'jms'),
          role('Frontend Developer', '前端开发工程师', 'مطور واجهات أمامية', 'jms'),
          role('Java Developer', 'Java开发工程师', 'مطور Java', 'jms'),
        ],
        skills: [
          'Java',
          'Python',
          'JavaScript',
          'TypeScript',
          'React',
          'Node.js',
          'Spring Boot',
          'C#',
          '.NET',
          'Android development',
          'iOS development',
          'Go',
          'PostgreSQL',
        ],
      },
      'Data & Analytics': {
        roles: [
          role('Data Analyst', '数据分析师', 'محلل بيانات', 'jms'),
          role('Data Engineer', '数据工程师', 'مهندس بيانات', 'jmsl', 1.1),
          role('Data Scientist', '数据科学家', 'عالم بيانات', 'msl', 1.2),
          role('Business Intelligence Developer', '商业智能开发工程师', 'مطور ذكاء الأعمال', 'ms'),
        ],
        skills: [
          'Python',
          'Power BI',
          'Tableau',
          'Machine learning',
          'Apache Spark',
          'Statistics',
          'Data modelling',
        ],
      },
      'IT Infrastructure & Cloud': {
        roles: [
          role('Cloud Engineer', '云计算工程师', 'مهندس حوسبة سحابية', 'jmsl', 1.1),
          role('DevOps Engineer', 'DevOps工程师', 'مهندس DevOps', 'msl', 1.15),
          role('Systems Administrator', '系统管理员', 'مسؤول أنظمة', 'jms', 0.85),
          role('Network Engineer', '网络工程师', 'مهندس شبكات', 'jms'),
        ],
        skills: [
          'Kubernetes',
          'Docker',
          'AWS',
          'Microsoft Azure',
          'Terraform',
          'VMware',
          'Network administration',
          'Cisco networking',
        ],
      },
      Cybersecurity: {
        roles: [
          role('Cybersecurity Analyst', '网络安全分析师', 'محلل أمن سيبراني', 'jms'),
          role('Security Engineer', '安全工程师', 'مهندس أمن معلومات', 'msl', 1.15),
          role('Penetration Tester', '渗透测试工程师', 'مختبر اختراق', 'ms', 1.1),
          role('Information Security Manager', '信息安全经理', 'مدير أمن المعلومات', 'm', 1.6),
        ],
        skills: [
          'Penetration testing',
          'SIEM',
          'Network security',
          'Incident response',
          'ISO 27001',
          'Firewall configuration',
          'Python',
        ],
      },
      'IT Support': {
        roles: [
          role('IT Support Specialist', 'IT支持专员', 'أخصائي دعم فني', 'jms', 0.6),
          role('Help Desk Technician', '服务台技术员', 'فني مكتب المساعدة', 'jm', 0.5),
          role('IT Officer', 'IT专员', 'موظف تقنية معلومات', 'jms', 0.65),
        ],
        skills: [
          'Help desk support',
          'Active Directory',
          'Windows Server',
          'Hardware troubleshooting',
          'ITIL',
          'Microsoft Office',
          'Network administration',
        ],
      },
      'IT Project & Product Management': {
        roles: [
          role('IT Project Manager', 'IT项目经理', 'مدير مشاريع تقنية المعلومات', 'ms', 1.3),
          role('Product Manager', '产品经理', 'مدير منتج', 'ms', 1.3),
          role('Business Analyst', '业务分析师', 'محلل أعمال', 'jms'),
        ],
        skills: [
          'Requirements analysis',
          'PMP',
          'Scrum',
          'Jira',
          'Stakeholder management',
          'Project management',
        ],
      },
    },
  },

  Engineering: {
    sector: t('engineering', '工程技术', 'الهندسة'),
    qualification: t(
      "A bachelor's degree in engineering is required; professional registration is a plus.",
      '工程类相关专业本科及以上学历，持有注册工程师证书者优先。',
      'يشترط الحصول على درجة البكالوريوس في الهندسة، ويعد التسجيل المهني ميزة إضافية.',
    ),
    responsibilities: [
      t(
        'prepare and review engineering drawings, calculations and specifications',
        '编制并审核工程图纸、计算书和技术规范',
        'إعداد الرسومات الهندسية والحسابات والمواصفات الفنية ومراجعتها',
      ),
      t(
        'coordinate with contractors, suppliers and site teams',
        '与承包商、供应商及现场团队协调沟通',
        'التنسيق مع المقاولين والموردين وفرق المواقع',
      ),
      t(
        'make sure work is delivered safely, on time and to the required quality',
        '确保工作安全、按时完成并达到质量要求',
        'ضمان تنفيذ الأعمال بأمان وفي الوقت المحدد وبالجودة المطلوبة',
      ),
      t(
        'carry out inspections and prepare technical reports',
        '开展现场检查并编写技术报告',
        'إجراء عمليات الفحص وإعداد التقارير الفنية',
      ),
      t(
        'support continuous improvement of processes and equipment',
        '推动工艺和设备的持续改进',
        'دعم التحسين المستمر للعمليات والمعدات',
      ),
    ],
    skills: ['AutoCAD', 'Root cause analysis', 'HSE', 'Primavera P6'],
    pay: 1.15,
    remote: false,
    weight: 2,
    companyNames: {
      en: [
        '{stem} Engineering{legal}',
        '{stem} Engineering Consultants{legal}',
        '{stem} Technical Services{legal}',
      ],
      ar: ['شركة {stem} للهندسة', '{stem} للاستشارات الهندسية', 'شركة {stem} للخدمات الفنية'],
      zh: ['{stem}工程技术', '{stem}机电工程', '{stem}工程咨询'],
    },
    slugWord: 'engineering',
    subCategories: {
      'Civil Engineering': {
        roles: [
          role('Civil Engineer', '土木工程师', 'مهندس مدني', 'jms'),
          role('Structural Engineer', '结构工程师', 'مهندس إنشائي', 'jms', 1.1),
          role('Site Engineer', '现场工程师', 'مهندس موقع', 'jms', 0.9),
          role('Roads & Infrastructure Engineer', '道路与基础设施工程师', 'مهندس طرق وبنية تحتية', 'ms'),
        ],
        skills: ['AutoCAD', 'Civil 3D', 'ETABS', 'Structural analysis', 'Site supervision', 'Building codes'],
      },
      'Mechanical Engineering': {
        roles: [
          role('Mechanical Engineer', '机械工程师', 'مهندس ميكانيكي', 'jmsl'),
          role('HVAC Engineer', '暖通工程师', 'مهندس تكييف وتهوية', 'jms'),
          role('Maintenance Engineer', '设备维护工程师', 'مهندس صيانة', 'jms', 0.9),
          role('Mechanical Technician', '机械技术员', 'فني ميكانيكي', 'jms', 0.55),
        ],
        skills: ['SolidWorks', 'HVAC design', 'Piping design', 'Preventive maintenance', 'MATLAB', 'AutoCAD'],
      },
      'Electrical Engineering': {
        roles: [
          role('Electrical Engineer', '电气工程师', 'مهندس كهربائي', 'jmsl'),
          role(
            'Instrumentation & Control Engineer',
            '仪表与控制工程师',
            'مهندس أجهزة دقيقة وتحكم',
            'ms',
            1.1,
          ),
          role('Electrical Technician', '电气技术员', 'فني كهرباء', 'jms', 0.55),
          role('Power Systems Engineer', '电力系统工程师', 'مهندس أنظمة قدرة كهربائية', 'ms', 1.1),
        ],
        skills: [
          'ETAP',
          'PLC programming',
          'SCADA',
          'Power systems',
          'Instrumentation',
          'Substation maintenance',
        ],
      },
      'Chemical & Process Engineering': {
        roles: [
          role('Process Engineer', '工艺工程师', 'مهندس عمليات', 'jmsl'),
          role('Chemical Engineer', '化学工程师', 'مهندس كيميائي', 'jms'),
          role('Production Engineer', '生产工程师', 'مهندس إنتاج', 'jms'),
        ],
        skills: ['Aspen HYSYS', 'HAZOP', 'Process safety management', 'Lean manufacturing', 'Six Sigma'],
      },
      'Quality Assurance & Control': {
        roles: [
          role('QA/QC Engineer', 'QA/QC工程师', 'مهندس ضبط وتأكيد الجودة', 'jms'),
          role('Quality Inspector', '质检员', 'مفتش جودة', 'jms', 0.6),
          role('Quality Manager', '质量经理', 'مدير الجودة', 'm', 1.5),
        ],
        skills: [
          'ISO 9001',
          'Quality inspection',
          'Welding inspection',
          'NDT',
          'Six Sigma',
          'Document control',
        ],
      },
    },
  },

  'Oil, Gas & Energy': {
    sector: t('oil, gas and energy', '石油天然气与能源', 'النفط والغاز والطاقة'),
    qualification: t(
      'A degree or diploma in petroleum, chemical or mechanical engineering, or a related technical field, is required.',
      '石油、化工、机械工程或相关技术专业大专及以上学历。',
      'يشترط الحصول على شهادة جامعية أو دبلوم في هندسة البترول أو الهندسة الكيميائية أو الميكانيكية أو مجال فني ذي صلة.',
    ),
    responsibilities: [
      t(
        'operate and monitor plant and field equipment according to procedures',
        '按照操作规程运行并监控装置和现场设备',
        'تشغيل معدات المصانع والحقول ومراقبتها وفق الإجراءات المعتمدة',
      ),
      t(
        'follow permit-to-work and HSE requirements at all times',
        '始终遵守作业许可和HSE要求',
        'الالتزام بنظام تصاريح العمل ومتطلبات الصحة والسلامة والبيئة في جميع الأوقات',
      ),
      t(
        'analyse production data and recommend improvements',
        '分析生产数据并提出改进建议',
        'تحليل بيانات الإنتاج واقتراح التحسينات',
      ),
      t(
        'plan maintenance activities with the operations team',
        '与运营团队共同制定维护计划',
        'تخطيط أعمال الصيانة بالتعاون مع فريق العمليات',
      ),
      t(
        'prepare daily reports and take part in incident investigations',
        '编写生产日报并参与事故调查',
        'إعداد التقارير اليومية والمشاركة في التحقيق في الحوادث',
      ),
    ],
    skills: ['HSE', 'Permit to work', 'NEBOSH', 'Risk assessment'],
    pay: 1.35,
    remote: false,
    weight: 2,
    companyNames: {
      en: ['{stem} Energy{legal}', '{stem} Oilfield Services{legal}', '{stem} Petroleum Services{legal}'],
      ar: ['شركة {stem} للطاقة', '{stem} لخدمات حقول النفط', 'شركة {stem} للخدمات البترولية'],
      zh: ['{stem}能源', '{stem}石油技术服务', '{stem}新能源'],
    },
    slugWord: 'energy',
    subCategories: {
      'Drilling & Production': {
        roles: [
          role('Drilling Engineer', '钻井工程师', 'مهندس حفر', 'jmsl', 1.1),
          role('Production Operator', '采油操作员', 'مشغل إنتاج', 'jms', 0.6),
          role('Petroleum Engineer', '石油工程师', 'مهندس بترول', 'jmsl', 1.1),
          role('Reservoir Engineer', '油藏工程师', 'مهندس مكامن', 'msl', 1.2),
        ],
        skills: [
          'Drilling operations',
          'Well control',
          'Reservoir engineering',
          'Petrel',
          'Production optimisation',
        ],
      },
      'Refining & Petrochemicals': {
        roles: [
          role('Process Operator', '工艺操作员', 'مشغل عمليات', 'jms', 0.6),
          role('Refinery Process Engineer', '炼油工艺工程师', 'مهندس عمليات تكرير', 'msl', 1.1),
          role('Plant Maintenance Supervisor', '装置维修主管', 'مشرف صيانة المصنع', 'm', 1.1),
        ],
        skills: [
          'Process safety management',
          'HAZOP',
          'Aspen HYSYS',
          'Instrumentation',
          'Preventive maintenance',
        ],
      },
      'Renewable Energy': {
        roles: [
          role('Solar PV Engineer', '光伏工程师', 'مهندس طاقة شمسية', 'jms'),
          role('Wind Turbine Technician', '风电运维技术员', 'فني توربينات رياح', 'jms', 0.6),
          role('Energy Analyst', '能源分析师', 'محلل طاقة', 'jms', 0.9),
          role(
            'Green Hydrogen Project Engineer',
            '绿氢项目工程师',
            'مهندس مشاريع الهيدروجين الأخضر',
            'ms',
            1.15,
          ),
        ],
        skills: [
          'Solar PV design',
          'PVsyst',
          'Power systems',
          'Energy modelling',
          'Project management',
          'AutoCAD',
        ],
      },
      'Health, Safety & Environment': {
        roles: [
          role('HSE Officer', 'HSE专员', 'مسؤول الصحة والسلامة والبيئة', 'jms', 0.7),
          role('HSE Manager', 'HSE经理', 'مدير الصحة والسلامة والبيئة', 'm', 1.5),
          role('Environmental Specialist', '环境专员', 'أخصائي بيئة', 'jms', 0.8),
          role('Safety Engineer', '安全工程师', 'مهندس سلامة', 'jms', 0.9),
        ],
        skills: [
          'NEBOSH',
          'ISO 45001',
          'Incident investigation',
          'Environmental compliance',
          'Risk assessment',
        ],
      },
      'Power & Utilities': {
        roles: [
          role('Power Plant Operator', '电厂运行值班员', 'مشغل محطة كهرباء', 'jms', 0.6),
          role('Substation Engineer', '变电站工程师', 'مهندس محطات تحويل', 'jms'),
          role('Water Treatment Engineer', '水处理工程师', 'مهندس معالجة مياه', 'jms', 0.9),
        ],
        skills: [
          'Substation maintenance',
          'Power systems',
          'SCADA',
          'Water treatment',
          'Preventive maintenance',
        ],
      },
    },
  },

  Healthcare: {
    sector: t('healthcare', '医疗卫生', 'الرعاية الصحية'),
    qualification: t(
      'A recognised degree in the profession and a valid licence (or eligibility for one) are required.',
      '须具备认可的相关专业学历及有效执业资格（或具备申请资格）。',
      'يشترط الحصول على مؤهل معترف به في التخصص وترخيص مهني ساري المفعول أو الأهلية للحصول عليه.',
    ),
    responsibilities: [
      t(
        'provide safe, high-quality and compassionate patient care',
        '为患者提供安全、优质、富有同理心的医疗服务',
        'تقديم رعاية آمنة وعالية الجودة للمرضى بروح إنسانية',
      ),
      t(
        'assess patients and keep accurate clinical records',
        '评估患者情况并准确记录临床资料',
        'تقييم حالة المرضى وتوثيق السجلات السريرية بدقة',
      ),
      t(
        'work as one team with doctors, nurses and allied health colleagues',
        '与医生、护士及医技同事团结协作',
        'العمل بروح الفريق مع الأطباء والممرضين وزملاء المهن الصحية المساندة',
      ),
      t(
        'follow infection control and patient safety standards',
        '严格执行感染控制和患者安全标准',
        'اتباع معايير مكافحة العدوى وسلامة المرضى',
      ),
      t(
        'explain treatment and follow-up to patients and their families',
        '向患者及家属讲解治疗方案和随访事项',
        'توعية المرضى وذويهم بالعلاج والمتابعة',
      ),
    ],
    skills: [
      'Infection control',
      'Electronic health records',
      'Basic Life Support (BLS)',
      'JCI accreditation',
    ],
    pay: 1.2,
    remote: false,
    weight: 2,
    companyNames: {
      en: ['{stem} Hospital', '{stem} Medical Centre', '{stem} Healthcare{legal}'],
      ar: ['مستشفى {stem}', 'مركز {stem} الطبي', 'مجمع {stem} الطبي'],
      zh: ['{stem}医疗', '{stem}医疗科技', '{stem}健康管理'],
    },
    slugWord: 'healthcare',
    subCategories: {
      Nursing: {
        roles: [
          role('Registered Nurse', '注册护士', 'ممرض مسجل', 'ms', 0.75),
          role('ICU Nurse', '重症监护室护士', 'ممرض عناية مركزة', 'ms', 0.85),
          role('Nurse Manager', '护士长', 'رئيس تمريض', 'm', 1.3),
          role('Home Care Nurse', '居家护理护士', 'ممرض رعاية منزلية', 'jm', 0.65),
        ],
        skills: [
          'Nursing care',
          'Patient assessment',
          'Medication administration',
          'ACLS',
          'Basic Life Support (BLS)',
        ],
      },
      Physicians: {
        roles: [
          role('General Practitioner', '全科医生', 'طبيب عام', 'ms', 1.8),
          role('Specialist Paediatrician', '儿科专科医生', 'طبيب أخصائي أطفال', 'ms', 2.4),
          role('Emergency Medicine Physician', '急诊科医生', 'طبيب طوارئ', 'ms', 2.3),
          role('Consultant Cardiologist', '心内科主任医师', 'استشاري أمراض القلب', 'm', 3.5),
        ],
        skills: ['Clinical diagnosis', 'Patient assessment', 'Emergency medicine', 'Paediatrics', 'ACLS'],
      },
      Pharmacy: {
        roles: [
          role('Pharmacist', '药剂师', 'صيدلي', 'jms'),
          role('Clinical Pharmacist', '临床药师', 'صيدلي سريري', 'ms', 1.15),
          role('Pharmacy Technician', '药房技术员', 'فني صيدلة', 'jm', 0.5),
        ],
        skills: ['Clinical pharmacy', 'Pharmacovigilance', 'Medication administration', 'Inventory control'],
      },
      'Allied Health': {
        roles: [
          role('Physiotherapist', '物理治疗师', 'أخصائي علاج طبيعي', 'jms', 0.85),
          role('Radiographer', '放射技师', 'فني أشعة', 'jms', 0.75),
          role('Medical Laboratory Technologist', '医学检验技师', 'أخصائي مختبر طبي', 'jms', 0.75),
          role('Dental Hygienist', '口腔卫生士', 'أخصائي صحة الفم والأسنان', 'jm', 0.7),
        ],
        skills: ['Physiotherapy', 'Radiography', 'Laboratory testing', 'Phlebotomy', 'Patient assessment'],
      },
      'Healthcare Administration': {
        roles: [
          role('Medical Coder', '医疗编码员', 'أخصائي ترميز طبي', 'jms', 0.6),
          role('Patient Relations Officer', '患者关系专员', 'مسؤول علاقات المرضى', 'jm', 0.55),
          role('Hospital Administrator', '医院行政主管', 'مدير إداري للمستشفى', 'ms', 1.2),
          role('Medical Receptionist', '医院前台接待', 'موظف استقبال طبي', 'jm', 0.45),
        ],
        skills: ['Medical coding', 'Claims handling', 'Appointment scheduling', 'Customer service'],
      },
    },
  },

  'Finance & Accounting': {
    sector: t('finance and accounting', '财务与会计', 'المالية والمحاسبة'),
    qualification: t(
      'A degree in accounting or finance is required; ACCA, CPA or CMA is a plus.',
      '会计或金融相关专业学历，持有ACCA、CPA或CMA证书者优先。',
      'يشترط مؤهل جامعي في المحاسبة أو المالية، ويفضل الحاصلون على شهادة ACCA أو CPA أو CMA.',
    ),
    responsibilities: [
      t(
        'prepare accurate monthly and annual financial statements',
        '编制准确的月度和年度财务报表',
        'إعداد القوائم المالية الشهرية والسنوية بدقة',
      ),
      t(
        'reconcile accounts and investigate differences',
        '核对账目并调查差异原因',
        'مطابقة الحسابات ومتابعة الفروقات',
      ),
      t(
        'support budgeting, forecasting and cost control',
        '支持预算编制、财务预测和成本控制',
        'دعم إعداد الموازنات والتوقعات المالية وضبط التكاليف',
      ),
      t(
        'ensure compliance with IFRS, tax rules and internal controls',
        '确保符合国际财务报告准则、税务法规和内部控制要求',
        'ضمان الامتثال للمعايير الدولية لإعداد التقارير المالية والأنظمة الضريبية والرقابة الداخلية',
      ),
      t(
        'work with auditors and present findings to management',
        '配合审计工作并向管理层汇报',
        'التعاون مع المدققين وعرض النتائج على الإدارة',
      ),
    ],
    skills: ['IFRS', 'Financial reporting', 'Microsoft Excel', 'ERP systems'],
    pay: 1.1,
    remote: false,
    weight: 2,
    companyNames: {
      en: [
        '{stem} Capital{legal}',
        '{stem} Financial Services{legal}',
        '{stem} Accounting & Advisory{legal}',
      ],
      ar: ['شركة {stem} للاستثمار', '{stem} للخدمات المالية', 'مكتب {stem} للتدقيق والاستشارات'],
      zh: ['{stem}财务咨询', '{stem}投资管理', '{stem}会计师事务所'],
    },
    slugWord: 'finance',
    subCategories: {
      Accounting: {
        roles: [
          role('Accountant', '会计', 'محاسب', 'jms', 0.8),
          role('Accounts Payable Specialist', '应付账款专员', 'أخصائي حسابات دائنة', 'jm', 0.65),
          role('Chief Accountant', '会计主管', 'رئيس حسابات', 'm', 1.3),
          role('Cost Accountant', '成本会计', 'محاسب تكاليف', 'jms', 0.85),
        ],
        skills: [
          'Accounts payable',
          'Accounts receivable',
          'Bank reconciliation',
          'VAT compliance',
          'SAP FICO',
          'Tally',
          'QuickBooks',
        ],
      },
      'Audit & Tax': {
        roles: [
          role('Internal Auditor', '内部审计师', 'مدقق داخلي', 'jms'),
          role('Tax Consultant', '税务顾问', 'مستشار ضرائب', 'jms', 1.1),
          role('External Auditor', '外部审计师', 'مدقق خارجي', 'jms'),
          role('Audit Manager', '审计经理', 'مدير التدقيق', 'm', 1.6),
        ],
        skills: ['Internal audit', 'Corporate tax', 'VAT compliance', 'Risk management', 'IFRS'],
      },
      Banking: {
        roles: [
          role('Relationship Manager', '客户经理', 'مدير علاقات', 'ms', 1.1),
          role('Credit Analyst', '信贷分析师', 'محلل ائتمان', 'jms'),
          role('Bank Teller', '银行柜员', 'صراف بنك', 'jm', 0.5),
          role('Compliance Officer', '合规专员', 'مسؤول امتثال', 'jms'),
        ],
        skills: [
          'Credit analysis',
          'Anti-money laundering (AML)',
          'KYC',
          'Islamic finance',
          'Risk management',
          'Customer relationship management',
        ],
      },
      'Financial Planning & Analysis': {
        roles: [
          role('Financial Analyst', '财务分析师', 'محلل مالي', 'jms'),
          role('FP&A Manager', '财务计划与分析经理', 'مدير التخطيط والتحليل المالي', 'm', 1.6),
          role('Finance Manager', '财务经理', 'مدير مالي', 'ms', 1.6),
        ],
        skills: ['Financial modelling', 'Budgeting', 'Power BI', 'SAP FICO', 'Financial reporting'],
      },
      Insurance: {
        roles: [
          role('Insurance Underwriter', '核保师', 'مكتتب تأمين', 'jms'),
          role('Claims Officer', '理赔专员', 'مسؤول مطالبات', 'jms', 0.75),
          role('Insurance Sales Advisor', '保险销售顾问', 'مستشار مبيعات تأمين', 'jms', 0.7),
        ],
        skills: ['Underwriting', 'Claims handling', 'Risk management', 'Customer relationship management'],
      },
    },
  },

  'Sales & Marketing': {
    sector: t('sales and marketing', '销售与市场营销', 'المبيعات والتسويق'),
    qualification: t(
      'A degree in business or marketing is an advantage.',
      '市场营销或工商管理相关专业优先。',
      'يفضل الحاصلون على مؤهل في إدارة الأعمال أو التسويق.',
    ),
    responsibilities: [
      t(
        'grow revenue by winning new customers and developing existing accounts',
        '开发新客户并深耕现有客户，推动收入增长',
        'زيادة الإيرادات من خلال كسب عملاء جدد وتطوير الحسابات الحالية',
      ),
      t(
        'plan and run campaigns across digital and traditional channels',
        '策划并执行线上线下营销活动',
        'تخطيط الحملات وتنفيذها عبر القنوات الرقمية والتقليدية',
      ),
      t(
        'track market trends and competitor activity',
        '跟踪市场趋势和竞争对手动态',
        'متابعة اتجاهات السوق وأنشطة المنافسين',
      ),
      t(
        'prepare proposals, presentations and sales reports',
        '撰写方案、演示材料和销售报告',
        'إعداد العروض التقديمية والعروض التجارية وتقارير المبيعات',
      ),
      t(
        'build long-term relationships with customers and partners',
        '与客户和合作伙伴建立长期关系',
        'بناء علاقات طويلة الأمد مع العملاء والشركاء',
      ),
    ],
    skills: ['Customer relationship management', 'Negotiation', 'Market research', 'Presentation skills'],
    pay: 1,
    remote: true,
    weight: 2,
    companyNames: {
      en: ['{stem} Trading{legal}', '{stem} Marketing{legal}', '{stem} Retail Group'],
      ar: ['شركة {stem} للتجارة', '{stem} للتسويق والإعلان', 'مجموعة {stem} التجارية'],
      zh: ['{stem}贸易', '{stem}营销策划', '{stem}商贸'],
    },
    slugWord: 'trading',
    subCategories: {
      Sales: {
        roles: [
          role('Sales Executive', '销售专员', 'مندوب مبيعات', 'jms', 0.7),
          role('Sales Manager', '销售经理', 'مدير مبيعات', 'ms', 1.4),
          role('Key Account Manager', '大客户经理', 'مدير حسابات رئيسية', 'ms', 1.2),
          role('Medical Sales Representative', '医药代表', 'مندوب مبيعات طبية', 'jms', 0.85),
        ],
        skills: ['B2B sales', 'Key account management', 'Salesforce', 'Lead generation', 'Negotiation'],
      },
      'Digital Marketing': {
        roles: [
          role('Digital Marketing Specialist', '数字营销专员', 'أخصائي تسويق رقمي', 'jms', 0.85),
          role('SEO Specialist', 'SEO专员', 'أخصائي تحسين محركات البحث', 'jms', 0.8),
          role('Social Media Manager', '新媒体运营经理', 'مدير وسائل التواصل الاجتماعي', 'ms'),
          role('Performance Marketing Manager', '效果营销经理', 'مدير التسويق بالأداء', 'ms', 1.2),
        ],
        skills: [
          'Digital marketing',
          'SEO',
          'Google Ads',
          'Google Analytics',
          'Social media marketing',
          'Content marketing',
          'HubSpot',
          'Email marketing',
        ],
      },
      'Business Development': {
        roles: [
          role('Business Development Manager', '商务拓展经理', 'مدير تطوير الأعمال', 'ms', 1.4),
          role('Business Development Executive', '商务拓展专员', 'مسؤول تطوير أعمال', 'jm', 0.8),
          role('Partnerships Manager', '合作伙伴经理', 'مدير الشراكات', 'ms', 1.3),
        ],
        skills: ['B2B sales', 'Lead generation', 'Tender preparation', 'Negotiation', 'Market research'],
      },
      'Brand & Communications': {
        roles: [
          role('Marketing Manager', '市场经理', 'مدير تسويق', 'ms', 1.4),
          role('Brand Manager', '品牌经理', 'مدير علامة تجارية', 'ms', 1.3),
          role('PR & Communications Specialist', '公关传播专员', 'أخصائي علاقات عامة واتصال', 'jms', 0.85),
          role('Marketing Coordinator', '市场专员', 'منسق تسويق', 'jm', 0.7),
        ],
        skills: [
          'Brand management',
          'Public relations',
          'Event marketing',
          'Content marketing',
          'Arabic copywriting',
        ],
      },
      Retail: {
        roles: [
          role('Store Manager', '店长', 'مدير متجر', 'ms', 0.9),
          role('Retail Sales Associate', '导购员', 'موظف مبيعات تجزئة', 'jm', 0.4),
          role('Visual Merchandiser', '视觉陈列师', 'منسق عرض مرئي', 'jms', 0.6),
          role('Cashier', '收银员', 'أمين صندوق', 'jm', 0.35),
        ],
        skills: [
          'Retail sales',
          'Visual merchandising',
          'Point of sale systems',
          'Upselling',
          'Customer service',
        ],
      },
    },
  },

  'Education & Training': {
    sector: t('education', '教育', 'التعليم'),
    qualification: t(
      'A teaching qualification and a degree in the subject are required.',
      '须具备教师资格证及相关学科学历。',
      'يشترط الحصول على مؤهل تربوي ودرجة جامعية في التخصص.',
    ),
    responsibilities: [
      t(
        'plan and deliver engaging lessons that meet curriculum standards',
        '按课程标准备课并开展生动有效的教学',
        'تخطيط دروس شيقة وتقديمها وفق معايير المنهج',
      ),
      t(
        "assess learners' progress and give constructive feedback",
        '评估学生学习进展并给予建设性反馈',
        'تقييم تقدم المتعلمين وتقديم تغذية راجعة بناءة',
      ),
      t(
        'create a safe and inclusive learning environment',
        '营造安全、包容的学习环境',
        'توفير بيئة تعليمية آمنة وشاملة',
      ),
      t(
        'communicate regularly with parents and colleagues',
        '定期与家长和同事沟通',
        'التواصل المنتظم مع أولياء الأمور والزملاء',
      ),
      t(
        'take part in professional development and school activities',
        '参加教研活动和专业发展培训',
        'المشاركة في برامج التطوير المهني والأنشطة المدرسية',
      ),
    ],
    skills: ['Lesson planning', 'Student assessment', 'E-learning', 'Curriculum development'],
    pay: 0.9,
    remote: false,
    weight: 1.5,
    companyNames: {
      en: ['{stem} International School', '{stem} Academy', '{stem} Training Institute'],
      ar: ['مدارس {stem} العالمية', 'أكاديمية {stem}', 'معهد {stem} للتدريب'],
      zh: ['{stem}教育科技', '{stem}教育咨询', '{stem}培训学校'],
    },
    slugWord: 'education',
    subCategories: {
      'School Teaching': {
        roles: [
          role('Mathematics Teacher', '数学教师', 'معلم رياضيات', 'ms'),
          role('English Teacher', '英语教师', 'معلم لغة إنجليزية', 'ms'),
          role('Science Teacher', '科学教师', 'معلم علوم', 'ms'),
          role('Early Years Teacher', '幼儿教师', 'معلم طفولة مبكرة', 'jms', 0.8),
        ],
        skills: [
          'Classroom management',
          'Cambridge IGCSE',
          'IB curriculum',
          'Lesson planning',
          'Student assessment',
        ],
      },
      'Higher Education': {
        roles: [
          role('Lecturer', '讲师', 'محاضر', 'ms', 1.2),
          role('Assistant Professor', '助理教授', 'أستاذ مساعد', 'm', 1.5),
          role('Research Assistant', '研究助理', 'مساعد باحث', 'jm', 0.6),
          role('Academic Advisor', '学业指导顾问', 'مرشد أكاديمي', 'jms', 0.85),
        ],
        skills: ['Academic research', 'Curriculum development', 'Statistics', 'Report writing', 'E-learning'],
      },
      'Language Teaching': {
        roles: [
          role('ESL Teacher', '英语外教', 'معلم لغة إنجليزية لغير الناطقين بها', 'ms'),
          role('Arabic Language Instructor', '阿拉伯语教师', 'مدرس لغة عربية', 'ms'),
          role('Mandarin Teacher', '汉语教师', 'معلم لغة صينية', 'ms'),
          role('IELTS Trainer', '雅思培训师', 'مدرب آيلتس', 'ms', 1.1),
        ],
        skills: ['TESOL', 'IELTS preparation', 'Teaching Arabic as a foreign language', 'Mandarin teaching'],
      },
      'Corporate Training': {
        roles: [
          role('Corporate Trainer', '企业培训师', 'مدرب مؤسسي', 'ms', 1.1),
          role('Instructional Designer', '教学设计师', 'مصمم تعليمي', 'jms'),
          role('Training Coordinator', '培训专员', 'منسق تدريب', 'jm', 0.7),
        ],
        skills: ['Instructional design', 'Training needs analysis', 'E-learning', 'Presentation skills'],
      },
    },
  },

  'Hospitality & Tourism': {
    sector: t('hospitality and tourism', '酒店与旅游', 'الضيافة والسياحة'),
    qualification: t(
      'A diploma in hospitality management is a plus; experience with international hotel brands is preferred.',
      '酒店管理相关专业优先，有国际品牌酒店工作经验者优先。',
      'يفضل الحاصلون على دبلوم في إدارة الضيافة ومن لديهم خبرة في الفنادق العالمية.',
    ),
    responsibilities: [
      t(
        'deliver warm and memorable service to every guest',
        '为每位宾客提供热情周到的服务',
        'تقديم خدمة مميزة وودودة لكل ضيف',
      ),
      t(
        'handle guest requests and complaints promptly',
        '及时处理宾客需求和投诉',
        'التعامل مع طلبات الضيوف وشكاواهم بسرعة',
      ),
      t(
        'maintain hygiene, safety and brand standards',
        '保持卫生、安全和品牌标准',
        'الحفاظ على معايير النظافة والسلامة والعلامة التجارية',
      ),
      t(
        'coordinate with other departments during busy periods',
        '在繁忙时段与其他部门协调配合',
        'التنسيق مع الأقسام الأخرى في أوقات الذروة',
      ),
      t('support the training of new team members', '协助培训新员工', 'المساعدة في تدريب أعضاء الفريق الجدد'),
    ],
    skills: ['Customer service', 'Guest relations', 'Food safety (HACCP)'],
    pay: 0.65,
    remote: false,
    weight: 1.5,
    companyNames: {
      en: ['{stem} Hotels & Resorts', '{stem} Hospitality{legal}', '{stem} Tours & Travel{legal}'],
      ar: ['فنادق ومنتجعات {stem}', 'شركة {stem} للضيافة', 'شركة {stem} للسياحة والسفر'],
      zh: ['{stem}酒店管理', '{stem}国际旅行社', '{stem}餐饮管理'],
    },
    slugWord: 'hospitality',
    subCategories: {
      'Hotel Operations': {
        roles: [
          role('Front Office Manager', '前厅经理', 'مدير المكتب الأمامي', 'ms', 1.5),
          role('Guest Relations Officer', '宾客关系专员', 'مسؤول علاقات النزلاء', 'jm', 0.8),
          role('Housekeeping Supervisor', '客房主管', 'مشرف التدبير الفندقي', 'ms', 0.9),
          role('Night Auditor', '夜审员', 'مدقق ليلي', 'jm', 0.8),
        ],
        skills: ['Front office operations', 'Opera PMS', 'Housekeeping management', 'Revenue management'],
      },
      'Food & Beverage': {
        roles: [
          role('Sous Chef', '副厨师长', 'مساعد رئيس الطهاة', 'ms', 1.2),
          role('Cook', '厨师', 'طاهي', 'jms', 0.6),
          role('Restaurant Manager', '餐厅经理', 'مدير مطعم', 'ms', 1.4),
          role('Barista', '咖啡师', 'باريستا', 'jm', 0.5),
        ],
        skills: [
          'Food safety (HACCP)',
          'Menu planning',
          'Barista skills',
          'Banquet operations',
          'Inventory control',
        ],
      },
      'Travel & Tourism': {
        roles: [
          role('Travel Consultant', '旅游顾问', 'مستشار سفر', 'jms', 0.9),
          role('Tour Guide', '导游', 'مرشد سياحي', 'jms', 0.8),
          role('Reservations Agent', '预订专员', 'موظف حجوزات', 'jm', 0.75),
        ],
        skills: ['Travel booking systems (Amadeus)', 'Tour guiding', 'Itinerary planning', 'Upselling'],
      },
      Events: {
        roles: [
          role('Event Coordinator', '活动协调员', 'منسق فعاليات', 'jms', 0.9),
          role('Event Manager', '活动经理', 'مدير فعاليات', 'ms', 1.4),
          role('Exhibition Sales Executive', '会展销售专员', 'مسؤول مبيعات معارض', 'jm', 0.9),
        ],
        skills: ['Event planning', 'Vendor management', 'Budgeting', 'Event marketing', 'Negotiation'],
      },
    },
  },

  'Logistics & Supply Chain': {
    sector: t('logistics', '物流', 'الخدمات اللوجستية'),
    qualification: t(
      'A diploma or degree in logistics or supply chain management is preferred.',
      '物流或供应链管理相关专业优先。',
      'يفضل الحاصلون على دبلوم أو بكالوريوس في الخدمات اللوجستية أو إدارة سلاسل الإمداد.',
    ),
    responsibilities: [
      t(
        'plan and coordinate the movement of goods on time and within budget',
        '计划并协调货物运输，确保准时且不超预算',
        'تخطيط حركة البضائع وتنسيقها في الوقت المحدد وضمن الميزانية',
      ),
      t(
        'keep inventory records accurate and up to date',
        '保持库存记录准确及时',
        'الحفاظ على دقة سجلات المخزون وتحديثها',
      ),
      t(
        'work with suppliers, carriers and customs brokers',
        '与供应商、承运商和报关行协作',
        'العمل مع الموردين وشركات النقل ووكلاء التخليص الجمركي',
      ),
      t(
        'follow safety procedures in the warehouse and on the road',
        '在仓库和运输途中严格遵守安全规程',
        'اتباع إجراءات السلامة في المستودع وعلى الطريق',
      ),
      t(
        'report on key performance indicators and suggest improvements',
        '汇报关键绩效指标并提出改进建议',
        'إعداد تقارير مؤشرات الأداء الرئيسية واقتراح التحسينات',
      ),
    ],
    skills: ['Inventory control', 'HSE', 'Microsoft Excel', 'ERP systems'],
    pay: 0.75,
    remote: false,
    weight: 2,
    companyNames: {
      en: ['{stem} Logistics{legal}', '{stem} Shipping{legal}', '{stem} Freight Services{legal}'],
      ar: ['شركة {stem} للخدمات اللوجستية', '{stem} للشحن والنقل', 'شركة {stem} للنقل البحري'],
      zh: ['{stem}国际物流', '{stem}供应链管理', '{stem}国际货运代理'],
    },
    slugWord: 'logistics',
    subCategories: {
      Warehousing: {
        roles: [
          role('Warehouse Supervisor', '仓库主管', 'مشرف مستودع', 'ms', 1.1),
          role('Storekeeper', '仓管员', 'أمين مخزن', 'jms', 0.7),
          role('Forklift Operator', '叉车司机', 'سائق رافعة شوكية', 'jm', 0.55),
          role('Inventory Controller', '库存管理员', 'مراقب مخزون', 'jms', 0.8),
        ],
        skills: ['Warehouse management systems', 'Forklift operation', 'Inventory control', 'SAP MM'],
      },
      'Transport & Fleet': {
        roles: [
          role('Fleet Manager', '车队经理', 'مدير أسطول', 'ms', 1.5),
          role('Heavy Truck Driver', '重型卡车司机', 'سائق شاحنة ثقيلة', 'ms', 0.6),
          role('Transport Coordinator', '运输调度员', 'منسق نقل', 'jms', 0.85),
          role('Delivery Driver', '配送司机', 'سائق توصيل', 'jm', 0.45),
        ],
        skills: ['Fleet management', 'Route planning', 'Heavy vehicle driving', 'GCC driving licence'],
      },
      Procurement: {
        roles: [
          role('Procurement Officer', '采购专员', 'مسؤول مشتريات', 'jms'),
          role('Procurement Manager', '采购经理', 'مدير مشتريات', 'ms', 1.7),
          role('Buyer', '采购员', 'مندوب مشتريات', 'jms', 0.85),
        ],
        skills: [
          'Procurement',
          'Vendor management',
          'Negotiation',
          'Incoterms',
          'Tender preparation',
          'SAP MM',
        ],
      },
      'Shipping & Ports': {
        roles: [
          role('Freight Forwarding Coordinator', '货代操作专员', 'منسق شحن', 'jms', 0.9),
          role('Customs Clearance Officer', '报关员', 'مسؤول تخليص جمركي', 'jms', 0.85),
          role('Port Operations Supervisor', '港口作业主管', 'مشرف عمليات الميناء', 'ms', 1.3),
        ],
        skills: [
          'Freight forwarding',
          'Customs clearance',
          'Incoterms',
          'Port operations',
          'Document control',
        ],
      },
      'Supply Chain Planning': {
        roles: [
          role('Supply Chain Planner', '供应链计划员', 'مخطط سلاسل إمداد', 'jms', 1.1),
          role('Demand Planner', '需求计划员', 'مخطط طلب', 'jms', 1.1),
          role('Supply Chain Manager', '供应链经理', 'مدير سلاسل الإمداد', 'ms', 1.9),
        ],
        skills: ['Supply chain planning', 'Demand forecasting', 'SAP MM', 'Power BI', 'Inventory control'],
      },
    },
  },

  'Construction & Real Estate': {
    sector: t('construction and real estate', '建筑与房地产', 'البناء والعقارات'),
    qualification: t(
      'A relevant degree or trade certificate is required, depending on the role.',
      '须具备与岗位相关的学历或职业技能证书。',
      'يشترط الحصول على مؤهل جامعي أو شهادة مهنية ذات صلة حسب طبيعة الوظيفة.',
    ),
    responsibilities: [
      t(
        'supervise daily site activities and subcontractors',
        '监督日常现场施工及分包商',
        'الإشراف على الأنشطة اليومية في الموقع وعلى المقاولين من الباطن',
      ),
      t(
        'make sure work follows approved drawings and specifications',
        '确保施工符合批准的图纸和规范',
        'التأكد من مطابقة الأعمال للمخططات والمواصفات المعتمدة',
      ),
      t(
        'track progress, costs and materials against the project plan',
        '对照项目计划跟踪进度、成本和材料',
        'متابعة التقدم والتكاليف والمواد مقارنة بخطة المشروع',
      ),
      t(
        'enforce health and safety rules on site',
        '在现场落实健康与安全规定',
        'تطبيق قواعد الصحة والسلامة في الموقع',
      ),
      t(
        'prepare progress reports for the client and consultant',
        '为业主和监理编写进度报告',
        'إعداد تقارير الإنجاز للعميل والاستشاري',
      ),
    ],
    skills: ['HSE', 'AutoCAD', 'Building codes'],
    pay: 0.9,
    remote: false,
    weight: 2,
    companyNames: {
      en: ['{stem} Contracting{legal}', '{stem} Construction{legal}', '{stem} Properties{legal}'],
      ar: ['شركة {stem} للمقاولات', '{stem} للتطوير العقاري', 'شركة {stem} للإنشاءات'],
      zh: ['{stem}建设工程', '{stem}建筑装饰工程', '{stem}置业'],
    },
    slugWord: 'contracting',
    subCategories: {
      'Site Management': {
        roles: [
          role('Construction Manager', '施工经理', 'مدير إنشاءات', 'ms', 1.8),
          role('Site Supervisor', '现场主管', 'مشرف موقع', 'ms', 0.9),
          role('Project Engineer', '项目工程师', 'مهندس مشروع', 'jms', 1.1),
          role('Foreman', '施工员', 'رئيس عمال', 'ms', 0.6),
        ],
        skills: [
          'Site supervision',
          'Construction management',
          'Primavera P6',
          'MEP coordination',
          'FIDIC contracts',
        ],
      },
      'Architecture & Interior Design': {
        roles: [
          role('Architect', '建筑师', 'مهندس معماري', 'jmsl', 1.1),
          role('Interior Designer', '室内设计师', 'مصمم داخلي', 'jms'),
          role('BIM Modeller', 'BIM建模师', 'أخصائي نمذجة معلومات البناء', 'jms', 0.9),
        ],
        skills: ['Revit', 'BIM', 'SketchUp', 'Interior design', 'AutoCAD'],
      },
      'Quantity Surveying': {
        roles: [
          role('Quantity Surveyor', '造价工程师', 'مساح كميات', 'jms', 1.1),
          role('Cost Estimator', '预算员', 'مقدر تكاليف', 'jms'),
          role('Contracts Manager', '合同经理', 'مدير عقود', 'ms', 1.7),
        ],
        skills: [
          'Quantity surveying',
          'Cost estimation',
          'FIDIC contracts',
          'Tender preparation',
          'Microsoft Excel',
        ],
      },
      'Facilities & Property Management': {
        roles: [
          role('Facilities Manager', '设施经理', 'مدير مرافق', 'ms', 1.5),
          role('Maintenance Supervisor', '维修主管', 'مشرف صيانة', 'ms', 0.9),
          role('Property Manager', '物业经理', 'مدير عقارات', 'ms', 1.3),
          role('Leasing Executive', '租赁专员', 'مسؤول تأجير', 'jm', 0.8),
        ],
        skills: ['Facilities management', 'Preventive maintenance', 'HVAC maintenance', 'Vendor management'],
      },
      'Skilled Trades': {
        roles: [
          role('Electrician', '电工', 'كهربائي', 'jms', 0.5),
          role('Welder', '焊工', 'لحام', 'jms', 0.5),
          role('Plumber', '管道工', 'سباك', 'jms', 0.45),
          role('Carpenter', '木工', 'نجار', 'jms', 0.45),
          role('Scaffolder', '架子工', 'عامل سقالات', 'jm', 0.4),
        ],
        skills: [
          'Electrical installation',
          'Welding',
          'Plumbing',
          'Carpentry',
          'Scaffolding',
          'Forklift operation',
        ],
      },
    },
  },

  'Human Resources': {
    sector: t('human resources', '人力资源', 'الموارد البشرية'),
    qualification: t(
      'A degree in human resources or business administration is preferred; CIPD or SHRM is a plus.',
      '人力资源或工商管理相关专业，持有CIPD或SHRM证书者优先。',
      'يفضل الحاصلون على مؤهل في الموارد البشرية أو إدارة الأعمال، وتعد شهادة CIPD أو SHRM ميزة إضافية.',
    ),
    responsibilities: [
      t(
        'manage the full recruitment cycle from job posting to onboarding',
        '负责从职位发布到入职的全流程招聘',
        'إدارة دورة التوظيف كاملة من نشر الوظيفة حتى تهيئة الموظف الجديد',
      ),
      t(
        'advise managers on HR policies and labour law',
        '就人事政策和劳动法规为管理者提供建议',
        'تقديم المشورة للمديرين بشأن سياسات الموارد البشرية وقانون العمل',
      ),
      t(
        'keep employee records and the HR system accurate',
        '确保员工档案和人力资源系统准确无误',
        'الحفاظ على دقة سجلات الموظفين ونظام الموارد البشرية',
      ),
      t(
        'support performance reviews and training plans',
        '支持绩效评估和培训计划的实施',
        'دعم تقييمات الأداء وخطط التدريب',
      ),
      t(
        'help build a positive and engaged workplace',
        '帮助营造积极向上的工作氛围',
        'المساهمة في بناء بيئة عمل إيجابية ومحفزة',
      ),
    ],
    skills: ['HRIS', 'Labour law', 'Employee relations'],
    pay: 0.95,
    remote: false,
    weight: 1,
    companyNames: {
      en: ['{stem} Manpower Services{legal}', '{stem} HR Consulting{legal}', '{stem} Talent Partners{legal}'],
      ar: [
        'شركة {stem} للاستشارات الإدارية',
        '{stem} لخدمات القوى العاملة',
        'شركة {stem} لحلول الموارد البشرية',
      ],
      zh: ['{stem}人力资源服务', '{stem}人才咨询', '{stem}企业管理咨询'],
    },
    slugWord: 'hr',
    subCategories: {
      Recruitment: {
        roles: [
          role('Recruiter', '招聘专员', 'أخصائي توظيف', 'jms', 0.85),
          role('Talent Acquisition Manager', '人才招聘经理', 'مدير استقطاب المواهب', 'ms', 1.5),
          role('Recruitment Coordinator', '招聘协调员', 'منسق توظيف', 'jm', 0.7),
        ],
        skills: [
          'Talent acquisition',
          'Interviewing',
          'Onboarding',
          'LinkedIn Recruiter',
          'Omanisation compliance',
        ],
      },
      'Compensation & Benefits': {
        roles: [
          role('Payroll Specialist', '薪资专员', 'أخصائي رواتب', 'jms', 0.85),
          role('Compensation & Benefits Manager', '薪酬福利经理', 'مدير التعويضات والمزايا', 'ms', 1.6),
          role('Compensation Analyst', '薪酬分析师', 'محلل تعويضات', 'jms'),
        ],
        skills: ['Payroll', 'Compensation and benefits', 'SuccessFactors', 'Microsoft Excel', 'Labour law'],
      },
      'HR Operations': {
        roles: [
          role('HR Officer', '人事专员', 'مسؤول موارد بشرية', 'jms', 0.8),
          role('HR Business Partner', '人力资源业务伙伴', 'شريك أعمال الموارد البشرية', 'ms', 1.4),
          role('HR Manager', '人力资源经理', 'مدير الموارد البشرية', 'ms', 1.6),
          role('Employee Relations Specialist', '员工关系专员', 'أخصائي علاقات الموظفين', 'jms'),
        ],
        skills: [
          'Employee relations',
          'Performance management',
          'Omanisation compliance',
          'Saudisation (Nitaqat)',
          'Workforce planning',
        ],
      },
      'Learning & Development': {
        roles: [
          role('L&D Specialist', '培训与发展专员', 'أخصائي التعلم والتطوير', 'jms'),
          role('Learning & Development Manager', '学习与发展经理', 'مدير التعلم والتطوير', 'ms', 1.5),
        ],
        skills: ['Training needs analysis', 'Instructional design', 'E-learning', 'Performance management'],
      },
    },
  },

  'Customer Service': {
    sector: t('customer service', '客户服务', 'خدمة العملاء'),
    qualification: t(
      'A high school diploma is required; a degree is an advantage.',
      '高中及以上学历，大专以上学历优先。',
      'يشترط الحصول على شهادة الثانوية العامة، ويعد المؤهل الجامعي ميزة إضافية.',
    ),
    responsibilities: [
      t(
        'answer customer enquiries by phone, email and chat',
        '通过电话、邮件和在线聊天解答客户咨询',
        'الرد على استفسارات العملاء عبر الهاتف والبريد الإلكتروني والمحادثة',
      ),
      t(
        'resolve complaints quickly and follow up until they are closed',
        '快速处理投诉并跟进至问题解决',
        'حل الشكاوى بسرعة ومتابعتها حتى إغلاقها',
      ),
      t(
        'record every interaction accurately in the CRM system',
        '在客户管理系统中准确记录每次沟通',
        'تسجيل كل تواصل بدقة في نظام إدارة علاقات العملاء',
      ),
      t(
        'meet service level targets and quality standards',
        '达成服务水平目标和质量标准',
        'تحقيق مستويات الخدمة المستهدفة ومعايير الجودة',
      ),
      t(
        'share customer feedback with the product and operations teams',
        '向产品和运营团队反馈客户意见',
        'نقل ملاحظات العملاء إلى فرق المنتجات والعمليات',
      ),
    ],
    skills: ['Customer service', 'Complaint resolution', 'Customer relationship management'],
    pay: 0.6,
    remote: true,
    weight: 1,
    companyNames: {
      en: [
        '{stem} Contact Centre Services{legal}',
        '{stem} Customer Care{legal}',
        '{stem} Business Services{legal}',
      ],
      ar: ['شركة {stem} لخدمات الأعمال', '{stem} لحلول مراكز الاتصال', 'شركة {stem} لخدمة العملاء'],
      zh: ['{stem}商务服务', '{stem}信息服务', '{stem}客户服务外包'],
    },
    slugWord: 'services',
    subCategories: {
      'Call Centre': {
        roles: [
          role('Call Centre Agent', '呼叫中心客服专员', 'موظف مركز اتصال', 'jm', 0.8),
          role('Customer Service Representative', '客服代表', 'ممثل خدمة عملاء', 'jms', 0.85),
          role('Call Centre Team Leader', '呼叫中心组长', 'قائد فريق مركز الاتصال', 'm', 1.4),
        ],
        skills: ['Call handling', 'Arabic typing', 'Zendesk', 'Complaint resolution'],
      },
      'Customer Success': {
        roles: [
          role('Customer Success Manager', '客户成功经理', 'مدير نجاح العملاء', 'ms', 1.8),
          role('Customer Support Specialist', '客户支持专员', 'أخصائي دعم العملاء', 'jms'),
          role('Customer Experience Analyst', '客户体验分析师', 'محلل تجربة العملاء', 'jms', 1.3),
        ],
        skills: ['Customer success', 'Zendesk', 'Live chat support', 'Salesforce', 'Upselling'],
      },
      'Front Desk & Reception': {
        roles: [
          role('Receptionist', '前台接待', 'موظف استقبال', 'jm', 0.75),
          role('Front Desk Coordinator', '前台协调员', 'منسق مكتب الاستقبال', 'jm', 0.85),
          role('Concierge', '礼宾员', 'موظف كونسيرج', 'jms', 0.9),
        ],
        skills: [
          'Reception',
          'Appointment scheduling',
          'Switchboard operation',
          'Microsoft Office',
          'Guest relations',
        ],
      },
    },
  },

  'Design & Media': {
    sector: t('design and media', '设计与传媒', 'التصميم والإعلام'),
    qualification: t(
      'A strong portfolio is essential; a degree in design or media is a plus.',
      '须提供优秀作品集，设计或传媒相关专业优先。',
      'يشترط تقديم ملف أعمال قوي، ويفضل الحاصلون على مؤهل في التصميم أو الإعلام.',
    ),
    responsibilities: [
      t(
        'turn briefs into clear, creative concepts',
        '将需求简报转化为清晰而富有创意的方案',
        'تحويل متطلبات العملاء إلى أفكار إبداعية واضحة',
      ),
      t(
        'produce high-quality work for digital and print channels',
        '为数字和印刷渠道制作高质量作品',
        'إنتاج أعمال عالية الجودة للقنوات الرقمية والمطبوعة',
      ),
      t(
        'keep every piece consistent with brand guidelines',
        '确保所有作品符合品牌规范',
        'الحفاظ على اتساق جميع الأعمال مع هوية العلامة التجارية',
      ),
      t(
        'work with marketing and product teams on campaigns',
        '与市场和产品团队合作推进项目',
        'العمل مع فرق التسويق والمنتجات على الحملات',
      ),
      t(
        'present ideas and iterate on feedback',
        '展示创意并根据反馈持续优化',
        'عرض الأفكار وتطويرها بناء على الملاحظات',
      ),
    ],
    skills: ['Adobe Photoshop', 'Figma', 'Brand management'],
    pay: 0.85,
    remote: true,
    weight: 1,
    companyNames: {
      en: ['{stem} Creative Studio', '{stem} Media{legal}', '{stem} Design House'],
      ar: ['{stem} للإعلام والإنتاج', 'استوديو {stem} للتصميم', 'شركة {stem} للدعاية والإعلان'],
      zh: ['{stem}文化传媒', '{stem}创意设计', '{stem}广告'],
    },
    slugWord: 'media',
    subCategories: {
      'Graphic Design': {
        roles: [
          role('Graphic Designer', '平面设计师', 'مصمم جرافيك', 'jms'),
          role('Art Director', '艺术总监', 'مدير فني', 'm', 1.7),
          role('Packaging Designer', '包装设计师', 'مصمم تغليف', 'jms'),
        ],
        skills: ['Adobe Illustrator', 'Adobe InDesign', 'Typography', 'Adobe Photoshop'],
      },
      'UX/UI Design': {
        roles: [
          role('UX Designer', '用户体验设计师', 'مصمم تجربة المستخدم', 'jmsl', 1.2),
          role('UI Designer', 'UI设计师', 'مصمم واجهات المستخدم', 'jms', 1.1),
          role('UX Researcher', '用户研究员', 'باحث تجربة المستخدم', 'jms', 1.15),
        ],
        skills: ['Figma', 'User research', 'Wireframing', 'Prototyping', 'Usability testing'],
      },
      'Content & Translation': {
        roles: [
          role('Copywriter', '文案策划', 'كاتب محتوى إعلاني', 'jms'),
          role('Content Writer', '内容编辑', 'كاتب محتوى', 'jms', 0.85),
          role('Arabic–English Translator', '阿拉伯语英语翻译', 'مترجم عربي إنجليزي', 'jms'),
          role('Chinese–Arabic Translator', '中阿翻译', 'مترجم صيني عربي', 'ms', 1.2),
        ],
        skills: [
          'Copywriting',
          'Arabic copywriting',
          'Chinese copywriting',
          'Translation (Arabic–English)',
          'Translation (Chinese–Arabic)',
          'SEO',
        ],
      },
      'Video & Photography': {
        roles: [
          role('Video Editor', '视频剪辑师', 'محرر فيديو', 'jms'),
          role('Photographer', '摄影师', 'مصور فوتوغرافي', 'jms', 0.85),
          role('Motion Graphics Designer', '动效设计师', 'مصمم موشن جرافيك', 'jms', 1.05),
        ],
        skills: ['Video editing', 'Adobe Premiere Pro', 'After Effects', 'Photography', 'Motion graphics'],
      },
    },
  },

  'Administration & Office Support': {
    sector: t('business services', '商务服务', 'خدمات الأعمال'),
    qualification: t(
      'A diploma or degree in business administration is preferred.',
      '工商管理或行政管理相关专业优先。',
      'يفضل الحاصلون على دبلوم أو بكالوريوس في إدارة الأعمال.',
    ),
    responsibilities: [
      t(
        'manage correspondence, filing and office records',
        '管理往来函件、文件归档和办公室档案',
        'إدارة المراسلات والأرشفة وسجلات المكتب',
      ),
      t(
        'coordinate meetings, travel and visitor arrangements',
        '协调会议、差旅和访客接待安排',
        'تنسيق الاجتماعات والسفر وترتيبات استقبال الزوار',
      ),
      t(
        'prepare letters and documents in Arabic and English',
        '准备阿拉伯语和英语的信函与文件',
        'إعداد الخطابات والمستندات باللغتين العربية والإنجليزية',
      ),
      t(
        'follow up with government entities and service providers',
        '与政府部门和服务供应商跟进对接',
        'المتابعة مع الجهات الحكومية ومقدمي الخدمات',
      ),
      t(
        'keep office supplies and records organised',
        '保持办公用品和档案井然有序',
        'تنظيم مستلزمات المكتب والسجلات',
      ),
    ],
    skills: ['Microsoft Office', 'Arabic typing', 'Business correspondence'],
    pay: 0.65,
    remote: false,
    weight: 1,
    companyNames: {
      en: ['{stem} Group', '{stem} Business Services{legal}', '{stem} Holding{legal}'],
      ar: ['مجموعة {stem}', 'شركة {stem} للخدمات التجارية', 'شركة {stem} القابضة'],
      zh: ['{stem}企业管理', '{stem}控股集团', '{stem}商务咨询'],
    },
    slugWord: 'group',
    subCategories: {
      'Office Administration': {
        roles: [
          role('Office Administrator', '行政专员', 'مسؤول إداري', 'jms', 0.85),
          role('Office Manager', '行政经理', 'مدير مكتب', 'ms', 1.4),
          role('Administrative Assistant', '行政助理', 'مساعد إداري', 'jm', 0.7),
        ],
        skills: ['Office administration', 'Records management', 'English typing', 'Microsoft Office'],
      },
      'Executive Support': {
        roles: [
          role('Executive Assistant', '总裁助理', 'مساعد تنفيذي', 'ms', 1.3),
          role('Personal Assistant to the CEO', '首席执行官私人助理', 'مساعد شخصي للرئيس التنفيذي', 'm', 1.6),
          role('Executive Secretary', '行政秘书', 'سكرتير تنفيذي', 'jms', 1.05),
        ],
        skills: ['Calendar management', 'Minute taking', 'Business correspondence', 'Arabic typing'],
      },
      'Data Entry & Document Control': {
        roles: [
          role('Data Entry Clerk', '数据录入员', 'مدخل بيانات', 'jm', 0.6),
          role('Document Controller', '文控专员', 'مراقب وثائق', 'jms', 1.05),
          role('Records Officer', '档案管理员', 'مسؤول سجلات', 'jm', 0.75),
        ],
        skills: ['Data entry', 'Document control', 'Records management', 'English typing', 'Arabic typing'],
      },
      'Government Relations': {
        roles: [
          role('Government Relations Officer (PRO)', '政府关系专员', 'مندوب علاقات حكومية', 'jms', 0.9),
          role('Visa & Immigration Coordinator', '签证与移民事务协调员', 'منسق تأشيرات وإقامات', 'jm', 0.85),
          role('Government Relations Manager', '政府关系经理', 'مدير العلاقات الحكومية', 'm', 1.8),
        ],
        skills: ['Government relations (PRO)', 'Visa processing', 'Labour law', 'GCC driving licence'],
      },
    },
  },
};

/** Every skill the vocabulary names, once each (case-insensitively), in a stable order. */
export function allSkillNames(): string[] {
  const seen = new Map<string, string>();
  const add = (name: string) => {
    if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  };
  for (const category of Object.values(categoryVocabulary)) {
    for (const sub of Object.values(category.subCategories)) sub.skills.forEach(add);
    category.skills.forEach(add);
  }
  generalSkills.forEach(add);
  return [...seen.values()];
}
