import { type Kysely, sql } from 'kysely';

/**
 * Reference data every install shares: countries, cities, languages, employment types and the
 * category tree, each named in English, Simplified Chinese and Arabic.
 *
 * City and category ids are fixed literals, so that links to them (saved searches, bookmarks,
 * demo data) mean the same thing on every install. Arabic names carry no optional diacritics,
 * because people search without them.
 */

type Names = readonly [en: string, zh: string, ar: string];

const countries: readonly (readonly [code: string, phoneCode: string, ...names: Names])[] = [
  ['OM', '+968', 'Oman', '阿曼', 'عمان'],
  ['AE', '+971', 'United Arab Emirates', '阿拉伯联合酋长国', 'الإمارات العربية المتحدة'],
  ['SA', '+966', 'Saudi Arabia', '沙特阿拉伯', 'المملكة العربية السعودية'],
  ['QA', '+974', 'Qatar', '卡塔尔', 'قطر'],
  ['KW', '+965', 'Kuwait', '科威特', 'الكويت'],
  ['BH', '+973', 'Bahrain', '巴林', 'البحرين'],
  ['EG', '+20', 'Egypt', '埃及', 'مصر'],
  ['JO', '+962', 'Jordan', '约旦', 'الأردن'],
  ['IN', '+91', 'India', '印度', 'الهند'],
  ['PK', '+92', 'Pakistan', '巴基斯坦', 'باكستان'],
  ['PH', '+63', 'Philippines', '菲律宾', 'الفلبين'],
  ['CN', '+86', 'China', '中国', 'الصين'],
  ['SG', '+65', 'Singapore', '新加坡', 'سنغافورة'],
  ['GB', '+44', 'United Kingdom', '英国', 'المملكة المتحدة'],
  ['US', '+1', 'United States', '美国', 'الولايات المتحدة'],
  ['DE', '+49', 'Germany', '德国', 'ألمانيا'],
];

const cities: readonly (readonly [id: string, countryCode: string, ...names: Names])[] = [
  ['e3e024cd-1906-4ddf-870a-fbd051517989', 'OM', 'Muscat', '马斯喀特', 'مسقط'],
  ['71272091-849e-4de1-9e2b-db75cf78b1c3', 'OM', 'Salalah', '塞拉莱', 'صلالة'],
  ['38a642a3-dfdd-440f-ba4c-6123aed50c80', 'OM', 'Sohar', '苏哈尔', 'صحار'],
  ['68ad728f-7d78-4219-b28d-f7130107a902', 'OM', 'Nizwa', '尼兹瓦', 'نزوى'],
  ['76990203-a881-47cf-9d21-2bb26973ef29', 'OM', 'Sur', '苏尔', 'صور'],
  ['25492018-f849-4df8-8b86-19cb2690d8b0', 'OM', 'Duqm', '杜库姆', 'الدقم'],
  ['5a3e8771-7b92-46bb-8284-0aba3a32f085', 'AE', 'Dubai', '迪拜', 'دبي'],
  ['559210b5-9ec7-41c7-aadb-66ff5d5c71de', 'AE', 'Abu Dhabi', '阿布扎比', 'أبوظبي'],
  ['25ad3c1f-7b87-4e3b-950f-414030717939', 'AE', 'Sharjah', '沙迦', 'الشارقة'],
  ['3064793c-15ea-4f14-b261-4ee19e94dd61', 'AE', 'Ajman', '阿治曼', 'عجمان'],
  ['ec7804a1-2d3a-4d56-9567-eee56385004b', 'AE', 'Ras Al Khaimah', '哈伊马角', 'رأس الخيمة'],
  ['1fc04fb8-e4fe-46ca-b803-f713855ac526', 'AE', 'Al Ain', '艾因', 'العين'],
  ['6cd443ec-6528-43e9-9e1f-e79ba4673160', 'SA', 'Riyadh', '利雅得', 'الرياض'],
  ['b9045ee5-61d1-42c9-8087-3965375fd279', 'SA', 'Jeddah', '吉达', 'جدة'],
  ['4fb3c525-ea0f-4d6f-8de9-fe936786be72', 'SA', 'Dammam', '达曼', 'الدمام'],
  ['40d47b51-bc20-43f5-80aa-afcd13206dc4', 'SA', 'Al Khobar', '胡拜尔', 'الخبر'],
  ['00a771d5-cd39-4445-95ba-77f69009237b', 'SA', 'Mecca', '麦加', 'مكة المكرمة'],
  ['9d73e284-c6c1-4386-9cc5-ee6232692d97', 'SA', 'Medina', '麦地那', 'المدينة المنورة'],
  ['8c4a1670-8571-463a-b6aa-5f296fadc031', 'QA', 'Doha', '多哈', 'الدوحة'],
  ['02099192-a3e6-4925-b507-f791d08564bd', 'QA', 'Al Rayyan', '赖扬', 'الريان'],
  ['f778f2ca-1606-40c6-8f62-b9466403e072', 'QA', 'Al Wakrah', '沃克拉', 'الوكرة'],
  ['d3a36494-2fab-4cb7-8a5b-db54bf77a8a1', 'QA', 'Lusail', '卢赛尔', 'لوسيل'],
  ['1192d73b-9d0e-4580-bb72-315dff218cf4', 'KW', 'Kuwait City', '科威特城', 'مدينة الكويت'],
  ['2929e149-566b-4191-a732-46d5117f6d9d', 'KW', 'Hawalli', '哈瓦利', 'حولي'],
  ['c94a33ce-d413-42f6-87aa-61d5749b6856', 'KW', 'Al Ahmadi', '艾哈迈迪', 'الأحمدي'],
  ['f3e934b9-edea-48db-b5db-0351d0b81fea', 'KW', 'Al Jahra', '杰赫拉', 'الجهراء'],
  ['a72a83c6-ba88-45d7-82c4-190efc03e713', 'BH', 'Manama', '麦纳麦', 'المنامة'],
  ['7195998d-2c89-45df-9ecd-0960934b3401', 'BH', 'Muharraq', '穆哈拉格', 'المحرق'],
  ['1f078161-94be-4ec0-9c99-de962dd0dc8d', 'BH', 'Riffa', '里法', 'الرفاع'],
  ['9ac35eae-2f28-4263-b32b-8dcf019ed076', 'BH', 'Isa Town', '伊萨城', 'مدينة عيسى'],
  ['24235c12-f9ab-4784-8a5b-a7c3f49abfc3', 'EG', 'Cairo', '开罗', 'القاهرة'],
  ['9f10c6cc-ba93-4431-8c89-0a9a40eb5d19', 'EG', 'Alexandria', '亚历山大', 'الإسكندرية'],
  ['65e8f737-28df-47cb-9d3c-540a5c72fec2', 'EG', 'Giza', '吉萨', 'الجيزة'],
  ['60ce39d1-55ca-4cdc-88fc-c94ba4d81e71', 'EG', 'Port Said', '塞得港', 'بورسعيد'],
  ['b3026f59-ae0a-4eb3-91da-92064e8d8f46', 'EG', 'Suez', '苏伊士', 'السويس'],
  ['a62ae9eb-7ebf-435c-a015-41f15d9c34de', 'JO', 'Amman', '安曼', 'عمّان'],
  ['b82cf56b-53bd-4c7e-8b7b-51b0ab1c2649', 'JO', 'Zarqa', '扎尔卡', 'الزرقاء'],
  ['e04211cf-6802-4597-beb5-2f14c68929d4', 'JO', 'Irbid', '伊尔比德', 'إربد'],
  ['dc066cb2-f0dc-4f12-9945-1ca19b038a88', 'JO', 'Aqaba', '亚喀巴', 'العقبة'],
  ['1a41f537-a0e2-4a2b-9ce6-69a54c3c19bb', 'IN', 'Mumbai', '孟买', 'مومباي'],
  ['f04aacf5-89e6-4b62-9807-5a0b822abb66', 'IN', 'New Delhi', '新德里', 'نيودلهي'],
  ['45da8a38-ddbf-4178-abf4-8d06be088ec4', 'IN', 'Bengaluru', '班加罗尔', 'بنغالورو'],
  ['e2a52e49-5ce9-47e6-b703-3913135187f6', 'IN', 'Chennai', '金奈', 'تشيناي'],
  ['b99e1a1e-b280-4d13-86c4-5c9f7f715236', 'IN', 'Hyderabad', '海得拉巴', 'حيدر آباد'],
  ['0f936cda-6b6a-4042-b5af-fc4a1e56928e', 'IN', 'Kochi', '科钦', 'كوتشي'],
  ['72fd4166-d855-4505-9ece-0827a4bf87b2', 'PK', 'Karachi', '卡拉奇', 'كراتشي'],
  ['0e3399bc-52f3-46aa-8f8b-5fe78adf3562', 'PK', 'Lahore', '拉合尔', 'لاهور'],
  ['02bc0354-3afe-4d28-bd54-5db8226ec4f3', 'PK', 'Islamabad', '伊斯兰堡', 'إسلام آباد'],
  ['054b81a6-b267-45c3-b281-408f1d5ce384', 'PK', 'Faisalabad', '费萨拉巴德', 'فيصل آباد'],
  ['e96191fa-b22e-4fc2-8209-fe3303397671', 'PH', 'Manila', '马尼拉', 'مانيلا'],
  ['1adb2d54-5ecc-4d77-9105-613c8a25a665', 'PH', 'Quezon City', '奎松市', 'مدينة كيزون'],
  ['38c29af7-ffa8-4622-83d9-b8a6002dbea7', 'PH', 'Cebu City', '宿务市', 'مدينة سيبو'],
  ['7a694557-4fcd-44be-a22a-7f03172046f0', 'PH', 'Davao City', '达沃市', 'مدينة دافاو'],
  ['76b96dd8-5142-4c5e-98bc-faaf72321460', 'CN', 'Beijing', '北京', 'بكين'],
  ['15659238-6bf9-4da8-bf8d-82e0321ee955', 'CN', 'Shanghai', '上海', 'شنغهاي'],
  ['ca6ab359-46a0-4639-b122-2e29582025a0', 'CN', 'Shenzhen', '深圳', 'شنتشن'],
  ['add3f3bd-12f2-4ffd-b158-d3a5c67c9fdc', 'CN', 'Guangzhou', '广州', 'قوانغتشو'],
  ['92c6e0c4-44d4-4a75-a296-aba5c4492c65', 'CN', 'Hangzhou', '杭州', 'هانغتشو'],
  ['bbdefd7e-8eb0-4344-adf6-2f87e1fb94f5', 'CN', 'Yiwu', '义乌', 'ييوو'],
  ['a0dc9878-3823-427c-93e3-017c69a54bca', 'SG', 'Singapore', '新加坡', 'سنغافورة'],
  ['4f8af8b4-e285-4de3-9d2d-5b14812897ed', 'SG', 'Jurong East', '裕廊东', 'جورونغ إيست'],
  ['ac1250fa-8eb0-4a1e-8676-ff56574c4bcf', 'SG', 'Tampines', '淡滨尼', 'تامبينيس'],
  ['6c25d821-e1da-491d-ac02-536ffa076983', 'GB', 'London', '伦敦', 'لندن'],
  ['82c71ca9-0e48-4297-8d60-609592b2f24b', 'GB', 'Manchester', '曼彻斯特', 'مانشستر'],
  ['af4836e1-95a1-4cca-a0d6-3b49a6597611', 'GB', 'Birmingham', '伯明翰', 'برمنغهام'],
  ['87f5f714-a716-41b2-9f7f-a73464c2913f', 'GB', 'Edinburgh', '爱丁堡', 'إدنبرة'],
  ['136fccdb-ab8a-4b79-9220-3f90707f6033', 'GB', 'Aberdeen', '阿伯丁', 'أبردين'],
  ['bd12b6ff-b5f9-4df2-8886-10f1eb868b27', 'US', 'New York', '纽约', 'نيويورك'],
  ['2275b504-5257-40bf-a590-2a4561fd75f8', 'US', 'Houston', '休斯敦', 'هيوستن'],
  ['d6730e39-6ce9-4d91-99f0-c5feda09e4ca', 'US', 'San Francisco', '旧金山', 'سان فرانسيسكو'],
  ['51d34cc7-d1ba-478a-a64f-229d25f96653', 'US', 'Seattle', '西雅图', 'سياتل'],
  ['9483c310-8461-4ac7-bec4-c3b28b026701', 'US', 'Chicago', '芝加哥', 'شيكاغو'],
  ['7612c7fa-b1df-49cc-bbe2-ea2da24d9032', 'DE', 'Berlin', '柏林', 'برلين'],
  ['26b70c63-b09f-4b33-b2c0-ef46239067b5', 'DE', 'Munich', '慕尼黑', 'ميونخ'],
  ['318a1406-abfc-47c2-ae2d-0aee68b56b13', 'DE', 'Frankfurt', '法兰克福', 'فرانكفورت'],
  ['ee068fff-ba30-43ab-ba90-bbf2654bff82', 'DE', 'Hamburg', '汉堡', 'هامبورغ'],
  ['09ae58d5-f0cb-402e-ab67-bcbdd90e98fd', 'DE', 'Stuttgart', '斯图加特', 'شتوتغارت'],
];

const languages: readonly (readonly [code: string, ...names: Names])[] = [
  ['en', 'English', '英语', 'الإنجليزية'],
  ['ar', 'Arabic', '阿拉伯语', 'العربية'],
  ['zh', 'Chinese', '中文', 'الصينية'],
  ['hi', 'Hindi', '印地语', 'الهندية'],
  ['ur', 'Urdu', '乌尔都语', 'الأردية'],
  ['fr', 'French', '法语', 'الفرنسية'],
  ['de', 'German', '德语', 'الألمانية'],
  ['es', 'Spanish', '西班牙语', 'الإسبانية'],
  ['tl', 'Tagalog', '他加禄语', 'التاغالوغية'],
  ['ml', 'Malayalam', '马拉雅拉姆语', 'المالايالامية'],
  ['bn', 'Bengali', '孟加拉语', 'البنغالية'],
  ['fa', 'Persian', '波斯语', 'الفارسية'],
  ['ru', 'Russian', '俄语', 'الروسية'],
  ['ja', 'Japanese', '日语', 'اليابانية'],
];

/** In display order: `position` is the index + 1. */
const employmentTypes: readonly (readonly [code: string, ...names: Names])[] = [
  ['full_time', 'Full-time', '全职', 'دوام كامل'],
  ['part_time', 'Part-time', '兼职', 'دوام جزئي'],
  ['contract', 'Contract', '合同制', 'عقد محدد المدة'],
  ['temporary', 'Temporary', '临时', 'عمل مؤقت'],
  ['internship', 'Internship', '实习', 'تدريب عملي'],
  ['freelance', 'Freelance', '自由职业', 'عمل حر'],
];

interface CategorySeed {
  id: string;
  names: Names;
  subCategories: readonly (readonly [id: string, ...names: Names])[];
}

/** Top-level categories and their sub-categories, in display order. */
const categories: readonly CategorySeed[] = [
  {
    id: '47a323ab-b81d-426b-bf76-2d39c6a055b0',
    names: ['Information Technology', '信息技术', 'تقنية المعلومات'],
    subCategories: [
      ['f520decb-be3c-42a8-9a40-e25703e4265a', 'Software Development', '软件开发', 'تطوير البرمجيات'],
      ['ff7ea137-e7e1-4391-b7ee-2ff65f633b9a', 'Data & Analytics', '数据与分析', 'البيانات والتحليلات'],
      [
        '13374807-f442-4e8f-aad9-575ac113ad6d',
        'IT Infrastructure & Cloud',
        'IT基础设施与云计算',
        'البنية التحتية والحوسبة السحابية',
      ],
      ['9d6bcd77-09a9-404b-b143-d70bbf2a4af2', 'Cybersecurity', '网络安全', 'الأمن السيبراني'],
      ['8a231870-c1b6-4e34-afe6-a61d3f79de38', 'IT Support', 'IT技术支持', 'الدعم الفني لتقنية المعلومات'],
      [
        '5a56393a-aa91-43c5-9600-0ba44efa779f',
        'IT Project & Product Management',
        'IT项目与产品管理',
        'إدارة المشاريع والمنتجات التقنية',
      ],
    ],
  },
  {
    id: 'c7933cc7-b2a8-4059-986a-53af5bba8b07',
    names: ['Engineering', '工程技术', 'الهندسة'],
    subCategories: [
      ['82bb3428-0739-45f4-a81b-d4f2c9bd19b4', 'Civil Engineering', '土木工程', 'الهندسة المدنية'],
      ['a6c28d68-5399-4fd7-ab9c-8b9653e0cbf0', 'Mechanical Engineering', '机械工程', 'الهندسة الميكانيكية'],
      ['676c7b71-13f8-43f8-a94b-fd5631860aed', 'Electrical Engineering', '电气工程', 'الهندسة الكهربائية'],
      [
        'c5d392ad-f0d5-40e5-8535-2a80804f000a',
        'Chemical & Process Engineering',
        '化工与工艺工程',
        'الهندسة الكيميائية وهندسة العمليات',
      ],
      [
        'e56c74a2-8671-4d19-8b86-f71154eed967',
        'Quality Assurance & Control',
        '质量保证与控制',
        'ضمان الجودة ومراقبتها',
      ],
    ],
  },
  {
    id: '2af97f15-ff83-4d44-b6de-29de4cd3688a',
    names: ['Oil, Gas & Energy', '石油天然气与能源', 'النفط والغاز والطاقة'],
    subCategories: [
      ['1d52afac-2937-46f0-9928-9b30179eef16', 'Drilling & Production', '钻井与采油', 'الحفر والإنتاج'],
      [
        'ffd18a79-26a1-4472-b0bf-b289c2308884',
        'Refining & Petrochemicals',
        '炼油与石化',
        'التكرير والبتروكيماويات',
      ],
      ['45fb944c-fbd8-4fbf-baa5-86596eca3952', 'Renewable Energy', '可再生能源', 'الطاقة المتجددة'],
      [
        'cf66f2a2-9c6c-4839-94c9-6eefc7b93cb7',
        'Health, Safety & Environment',
        '健康、安全与环保',
        'الصحة والسلامة والبيئة',
      ],
      [
        '2044bc2d-7f79-48ae-bf9b-16301068693f',
        'Power & Utilities',
        '电力与公用事业',
        'الكهرباء والمرافق العامة',
      ],
    ],
  },
  {
    id: '0df8a8b2-d79c-4166-a408-ada2186d2410',
    names: ['Healthcare', '医疗卫生', 'الرعاية الصحية'],
    subCategories: [
      ['22c9f9b2-4790-42e7-8d92-9c72dcfb067a', 'Nursing', '护理', 'التمريض'],
      ['7b8f5ac8-58ae-4374-bea5-e4ccc823c358', 'Physicians', '医师', 'الأطباء'],
      ['ee51c818-8d83-4e42-8fbe-b679eaa9fe75', 'Pharmacy', '药学', 'الصيدلة'],
      ['321b2f24-e688-4e3c-ad25-7fa42880d1f0', 'Allied Health', '医技与康复', 'المهن الصحية المساندة'],
      [
        '69daf662-81d8-46ef-aed5-3f42933867c7',
        'Healthcare Administration',
        '医疗行政管理',
        'إدارة الرعاية الصحية',
      ],
    ],
  },
  {
    id: '5fe06aa0-71bb-411f-8efe-ce548d902a7c',
    names: ['Finance & Accounting', '财务与会计', 'المالية والمحاسبة'],
    subCategories: [
      ['f9f611f7-739f-48e3-b6c2-b144baaa1dd3', 'Accounting', '会计', 'المحاسبة'],
      ['1e27dce6-d5f0-41e7-81db-d98eda643818', 'Audit & Tax', '审计与税务', 'التدقيق والضرائب'],
      ['3b8d9705-1b92-4812-8556-ea6c57801263', 'Banking', '银行', 'الخدمات المصرفية'],
      [
        'e6a7f219-664e-4b82-87fd-38b09b2d2ec8',
        'Financial Planning & Analysis',
        '财务计划与分析',
        'التخطيط والتحليل المالي',
      ],
      ['63e6e8a6-f254-4148-af2a-02c448a87fe4', 'Insurance', '保险', 'التأمين'],
    ],
  },
  {
    id: '82631051-ee2b-4c5b-9446-f3e3770c4c07',
    names: ['Sales & Marketing', '销售与市场营销', 'المبيعات والتسويق'],
    subCategories: [
      ['96c7f4c6-9e7b-427b-a1fd-41f270a01745', 'Sales', '销售', 'المبيعات'],
      ['cf3349fe-08ce-458d-848a-d03597c46517', 'Digital Marketing', '数字营销', 'التسويق الرقمي'],
      ['dfe76ea2-d37a-4a2b-83d1-49b60e85d7ee', 'Business Development', '业务拓展', 'تطوير الأعمال'],
      [
        '69572449-61f3-4b6b-b55e-16c32b278b80',
        'Brand & Communications',
        '品牌与传播',
        'العلامة التجارية والاتصال',
      ],
      ['2da1330f-4b06-4220-8618-ba15cd1a0a91', 'Retail', '零售', 'البيع بالتجزئة'],
    ],
  },
  {
    id: 'a62d8c64-3b4e-49b2-8c19-d91e26a37c8b',
    names: ['Education & Training', '教育培训', 'التعليم والتدريب'],
    subCategories: [
      ['4bc1ecf0-e299-41a5-9deb-1d6fc38b4fe1', 'School Teaching', '中小学教学', 'التدريس المدرسي'],
      ['dcbcf731-1f51-4f35-8955-1d4bbe69856a', 'Higher Education', '高等教育', 'التعليم العالي'],
      ['e6f201a3-bea1-4ea6-9230-d82b0a0b53f8', 'Language Teaching', '语言教学', 'تعليم اللغات'],
      ['377e473b-5581-4839-a185-75d25a787980', 'Corporate Training', '企业培训', 'التدريب المؤسسي'],
    ],
  },
  {
    id: '1d63a41f-efa0-4824-abaa-897ab8e711b9',
    names: ['Hospitality & Tourism', '酒店与旅游', 'الضيافة والسياحة'],
    subCategories: [
      ['39d01166-2c99-411f-8227-73bb5bd59690', 'Hotel Operations', '酒店运营', 'عمليات الفنادق'],
      ['7cb7c362-76dd-4a2a-95c4-63e2c5d218b8', 'Food & Beverage', '餐饮', 'الأغذية والمشروبات'],
      ['42c84cc4-8a88-42d9-a018-08670fff7e60', 'Travel & Tourism', '旅行与旅游服务', 'السفر والسياحة'],
      ['3fe4d1bd-3079-4f7c-a7d8-ec2b41958f4a', 'Events', '会展与活动', 'الفعاليات'],
    ],
  },
  {
    id: 'f3b772eb-63cd-4012-a9e7-f822f8afd56b',
    names: ['Logistics & Supply Chain', '物流与供应链', 'الخدمات اللوجستية وسلاسل الإمداد'],
    subCategories: [
      ['7d70096c-0542-41a9-98f6-27fb95c5c9d2', 'Warehousing', '仓储', 'إدارة المستودعات'],
      [
        '218789af-a23e-4e68-9f2d-0016e4dd0b2f',
        'Transport & Fleet',
        '运输与车队管理',
        'النقل وإدارة الأساطيل',
      ],
      ['5bfa65c4-24bb-4560-87e0-53b20572f35e', 'Procurement', '采购', 'المشتريات'],
      ['7cb5fd3d-9272-40dc-93db-e88a0da222ab', 'Shipping & Ports', '航运与港口', 'الشحن والموانئ'],
      ['2ae8142e-c4aa-4cc1-82e6-5c043c0817e6', 'Supply Chain Planning', '供应链计划', 'تخطيط سلاسل الإمداد'],
    ],
  },
  {
    id: 'e83a48e9-661e-4740-b84e-be5fdce610a3',
    names: ['Construction & Real Estate', '建筑与房地产', 'البناء والعقارات'],
    subCategories: [
      ['cea9aafa-1fdb-4990-b4f6-dd38ab4b38ff', 'Site Management', '施工现场管理', 'إدارة المواقع'],
      [
        '99c4f20a-fc99-4b31-8dd4-0efc95ce6dca',
        'Architecture & Interior Design',
        '建筑与室内设计',
        'العمارة والتصميم الداخلي',
      ],
      ['9cbe2da0-f374-4cb2-bcf3-507a92a2d23d', 'Quantity Surveying', '工程造价', 'مساحة الكميات'],
      [
        '058d7eac-42eb-4836-a4c9-dfafbadb65d3',
        'Facilities & Property Management',
        '设施与物业管理',
        'إدارة المرافق والعقارات',
      ],
      ['2bf7619e-aa6c-4156-8775-de9071b0c34c', 'Skilled Trades', '技术工种', 'الحرف الفنية'],
    ],
  },
  {
    id: 'e29d5279-cc04-4d2f-939d-4177fbb2b3cf',
    names: ['Human Resources', '人力资源', 'الموارد البشرية'],
    subCategories: [
      ['962a5329-81a1-445b-9003-0905cdda9267', 'Recruitment', '招聘', 'التوظيف'],
      ['c8755471-dc14-4ed5-8d50-7a2537494fd2', 'Compensation & Benefits', '薪酬福利', 'التعويضات والمزايا'],
      ['cbd6ce38-778e-47d8-959e-60c0ec4db0bf', 'HR Operations', '人力资源运营', 'عمليات الموارد البشرية'],
      ['7be00133-5c47-42a2-8079-0dae6985b8e1', 'Learning & Development', '学习与发展', 'التعلم والتطوير'],
    ],
  },
  {
    id: 'cdefeabe-e916-463c-9bbc-cdcad7517cbf',
    names: ['Customer Service', '客户服务', 'خدمة العملاء'],
    subCategories: [
      ['17ee5c9e-7861-4c99-bc70-f2302e690acd', 'Call Centre', '呼叫中心', 'مراكز الاتصال'],
      ['d50ac38f-1028-42e2-83ec-5d3df21bfb5f', 'Customer Success', '客户成功', 'نجاح العملاء'],
      ['d7862908-c7b5-4c57-8d81-d94334f5b451', 'Front Desk & Reception', '前台接待', 'الاستقبال'],
    ],
  },
  {
    id: 'bb3bfee4-53bb-4002-98ec-57c1dabe7b44',
    names: ['Design & Media', '设计与媒体', 'التصميم والإعلام'],
    subCategories: [
      ['b81be857-6c96-4264-be15-744f6263df2f', 'Graphic Design', '平面设计', 'التصميم الجرافيكي'],
      [
        '70b78ffd-66a8-4b18-9ff6-d136276afd6b',
        'UX/UI Design',
        '用户体验与界面设计',
        'تصميم تجربة المستخدم والواجهات',
      ],
      ['21ac70e4-a631-4ca2-b5dd-6153e8b4de13', 'Content & Translation', '内容与翻译', 'المحتوى والترجمة'],
      ['060076a1-46d7-473a-bd93-beec5e7bb6f5', 'Video & Photography', '视频与摄影', 'الفيديو والتصوير'],
    ],
  },
  {
    id: 'd7bc9fef-6597-4efa-b0dd-25f644e79a30',
    names: ['Administration & Office Support', '行政与办公支持', 'الإدارة والدعم المكتبي'],
    subCategories: [
      ['270ba96f-8f84-46de-8800-925c9be2c195', 'Office Administration', '行政管理', 'الإدارة المكتبية'],
      ['dd9b54a0-6bc6-4ba3-aadd-f43db10d84bb', 'Executive Support', '高管助理', 'الدعم التنفيذي'],
      [
        '2bdad147-35fc-4797-82c8-d9563337beed',
        'Data Entry & Document Control',
        '数据录入与文控',
        'إدخال البيانات ومراقبة الوثائق',
      ],
      ['9039c739-7a15-48ef-827f-20be49c3b23b', 'Government Relations', '政府关系', 'العلاقات الحكومية'],
    ],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into countries (code, phone_code, name_en, name_zh, name_ar)
    values ${sql.join(countries.map((row) => sql`(${sql.join(row)})`))}
  `.execute(db);

  await sql`
    insert into cities (id, country_code, name_en, name_zh, name_ar)
    values ${sql.join(cities.map((row) => sql`(${sql.join(row)})`))}
  `.execute(db);

  await sql`
    insert into languages (code, name_en, name_zh, name_ar)
    values ${sql.join(languages.map((row) => sql`(${sql.join(row)})`))}
  `.execute(db);

  await sql`
    insert into employment_types (code, name_en, name_zh, name_ar, position)
    values ${sql.join(employmentTypes.map((row, index) => sql`(${sql.join(row)}, ${index + 1})`))}
  `.execute(db);

  // parents first: sub-categories reference them
  await sql`
    insert into categories (id, parent_id, name_en, name_zh, name_ar, position)
    values ${sql.join(categories.map((c, index) => sql`(${c.id}, null, ${sql.join(c.names)}, ${index + 1})`))}
  `.execute(db);

  await sql`
    insert into categories (id, parent_id, name_en, name_zh, name_ar, position)
    values ${sql.join(
      categories.flatMap((c) =>
        c.subCategories.map(
          ([id, ...names], index) => sql`(${id}, ${c.id}, ${sql.join(names)}, ${index + 1})`,
        ),
      ),
    )}
  `.execute(db);
}
