/**
 * The profile service's schema: the spec's profile query (section 3, "Profile (profile query)" and
 * "Profile sub-lists") and company query (section 7, "Other services"), with the spec's own field
 * spellings. Dates are `YYYY-MM-DD`, times ISO 8601; names of reference rows come in the language
 * of the `language` cookie (else the user's own, else English).
 */
export const profileTypeDefs = /* GraphQL */ `
  "A stored file, as the file manager serves it; a logo kept as an outside address has only aPIURL."
  type File {
    id: ID
    aPIID: ID
    "The file manager's preview address: /fm/download/preview/{fileId}."
    aPIURL: String!
    aPISize: Int
    aPIFilename: String
    aPIContentType: String
    aPIBucket: String
    aPIObject: String
  }

  type Company {
    organisationID: ID!
    name: String!
    companyLogo: File
    about: String!
    website: String
    "Published jobs whose end date has not passed."
    openJobCount: Int!
  }

  type Country {
    "The ISO 3166 code."
    id: ID!
    countryName: String!
    countryCode: String!
    phoneCode: String
  }
  type State {
    id: ID!
    name: String!
  }
  type City {
    id: ID!
    cityName: String!
  }
  type Location {
    country: Country
    state: State
    city: City
  }

  type CareerLevel {
    id: ID!
    name: String!
  }

  type UserProfile {
    userID: ID!
    fullName: String!
    isSearchable: Boolean!
    title: String
    aboutMe: String
    "ISO 3166 country code."
    nationality: String
    dateOfBirth: String
    gender: String
    residentCardNo: String
    phoneMobile: String
    phoneHome: String
    email: String
    createdDate: String!
    deletedDate: String
    lastLoginDate: String
    isActive: Boolean!
    isLocked: Boolean!
    careerLevel: CareerLevel
    "The background image's preview address."
    bkgImg: String
    "Where the person lives: country, and the city (with its state) when given."
    location: Location
    "Whole years of work experience, as the person gives it."
    yearsOfExperience: Int
  }

  type UserProfileVideoCv {
    "The entry's id, for PUT and DELETE /api/job-seeker/profile/video-cvs/{id}."
    id: ID!
    isDefault: Boolean!
    videoCv: File
  }

  type SettingKey {
    id: ID!
    settingKey: String!
  }
  type UserSetting {
    id: ID!
    settingValue: String!
    setting: SettingKey!
  }

  type Industry {
    id: ID!
    name: String!
    industryAr: String!
    classification: String!
    code: String!
  }
  type EmploymentType {
    "The employment type's code, as the job search filter takes it."
    id: ID!
    employmentType: String!
  }
  type Experience {
    id: ID!
    jobTitle: String!
    jobDescription: String
    companyName: String!
    companyLogo: File
    dateFrom: String!
    dateTo: String
    isCurrent: Boolean!
    industry: Industry
    employmentType: EmploymentType
    location: Location
  }

  type MedicalInfo {
    id: ID!
    bloodGroup: String
    height: Float
    heightUnit: String
    weight: Float
    weightUnit: String
    medicalCondition: String
  }

  type OnlineProfile {
    id: ID!
    facebook: String
    twitter: String
    linkedin: String
    createdDate: String!
  }

  type Training {
    id: ID!
    trainingName: String!
    instituteName: String
    trainingDate: String
    trainingDescription: String
    trainingSubject: String
    startDate: String
    endDate: String
  }

  type UserAward {
    id: ID!
    awardTitle: String!
    awardsIssuedDate: String
    awardsIssuedBy: String
  }

  type Language {
    "The ISO 639 code."
    id: ID!
    languageName: String!
  }
  type LanguageLevel {
    id: ID!
    levelTitle: String!
  }
  type UserLanguage {
    id: ID!
    language: Language!
    skillLevel: LanguageLevel!
  }

  type Currency {
    id: ID!
    currencyName: String!
    currencyCode: String!
  }
  type ContractType {
    id: ID!
    contractTypeTitle: String!
  }
  type UserCareerAspiration {
    id: ID!
    industry: Industry
    "The employment type's code."
    employmentType: String
    "none, occasional or frequent."
    frequencyOfTrips: String
    "ISO 3166 country code."
    preferedCountry: String
    "A city id."
    preferedCity: String
    "A state id."
    preferedState: String
    salaryCurrency: Currency
    salaryRangeMin: Float
    salaryRangeMax: Float
    contractType: ContractType
  }

  type UserCertification {
    id: ID!
    certificationTitle: String!
    certificationIssuedDate: String
    certificationIssuedBy: String
  }

  type UserDocument {
    id: ID!
    "passport, resident_card, degree, certificate, reference_letter or other."
    documentType: String!
    document: File
  }

  type DegreeLevel {
    id: ID!
    degreeName: String!
  }
  type Specialization {
    id: ID!
    minorSubject: String!
  }
  type UserEducation {
    id: ID!
    degreeLevel: DegreeLevel
    degreeTitle: String!
    universityName: String!
    startDate: String
    endDate: String
    gpa: Float
    specialization: Specialization
    location: Location
  }

  type Interest {
    id: ID!
    interestName: String!
    interestImg: String
  }
  type UserInterest {
    id: ID!
    interest: Interest!
  }

  type ProjectRef {
    id: ID!
  }
  type ProjectAttachement {
    id: ID!
    project: ProjectRef!
    attachement: File
  }
  type UserProject {
    id: ID!
    projectTitle: String!
    projectDescription: String
    "The cover image's preview address."
    coverImg: String
    companyName: String
    startDate: String
    endDate: String
    projectURL: String
    isPrivate: Boolean!
    location: Location
    projectAttachements: [ProjectAttachement!]!
  }

  type Skill {
    id: ID!
    skillName: String!
  }
  type UserProjectUsedSkill {
    id: ID!
    project: ProjectRef!
    skill: Skill!
  }

  type Endorser {
    subject: String!
    fullName: String!
    "The endorser's photo preview address."
    photo: String
  }
  type Endorsement {
    id: ID!
    "Whether it is shown to others: true once the owner approved it."
    endorsed: Boolean!
    "pending, approved or declined: the owner answers a pending one (PUT /api/job-seeker/profile/endorsements/{id})."
    status: String!
    endorsedBy: Endorser!
  }
  type UserSkill {
    id: ID!
    skill: Skill!
    "The level, 1 to 5."
    skillLevelID: Int!
    endorsements: [Endorsement!]!
  }

  type GainedSkill {
    id: ID!
    gainedSkillTitle: String!
    gainingAuthorityName: String!
    gainingAuthorityLogo: File
  }
  type GainedSkillList {
    totalCount: Int!
    items: [GainedSkill!]!
  }

  type Recommender {
    userID: ID!
    title: String
    fullName: String!
    aboutMe: String
    email: String
    "The recommender's photo preview address."
    photo: String
  }
  type UserRecommandation {
    id: ID!
    description: String!
    "pending, approved or declined; the owner sees all, others only approved ones."
    status: String!
    recommendedBy: Recommender!
  }

  type SectionKey {
    id: ID!
    sectionKey: String!
  }
  type UserSection {
    id: ID!
    section: SectionKey!
    sectionValue: String!
  }

  type VolunteerWork {
    id: ID!
    title: String!
    description: String
    link: String
    startDate: String
    endDate: String
    "The cover image's preview address."
    workCover: String
    location: Location
    isPrivate: Boolean!
  }

  type UserSignature {
    id: ID!
    title: String!
    img: File
    text: String
    font: String
  }

  "The signed-in user's own profile. Each list is read only when asked for."
  type Profile {
    """
    Whole percent: title 10, about me 10, photo 10, personal details (nationality, date of birth and
    gender) 10, mobile phone 5, career level 5, résumé 10, at least one experience 15, education 10,
    skill 10 and language 5.
    """
    percentageCompleted: Int!
    userProfile: UserProfile!
    resume: File
    photo: File
    userProfileVideoCvs: [UserProfileVideoCv!]!
    userSettings: [UserSetting!]!
    "Newest first by dateFrom."
    experiences: [Experience!]!
    medicalInfos: [MedicalInfo!]!
    onlineProfiles: [OnlineProfile!]!
    trainings: [Training!]!
    userAwards: [UserAward!]!
    userLanguages: [UserLanguage!]!
    userCareerAspirations: [UserCareerAspiration!]!
    userCertifications: [UserCertification!]!
    userDocuments: [UserDocument!]!
    userEducations: [UserEducation!]!
    userInterests: [UserInterest!]!
    userProjects: [UserProject!]!
    userProjectUsedSkills: [UserProjectUsedSkill!]!
    userSkills: [UserSkill!]!
    userGainedSkills: GainedSkillList!
    userRecommandations: [UserRecommandation!]!
    userSections: [UserSection!]!
    volunteerWorks: [VolunteerWork!]!
    userSignatures: [UserSignature!]!
  }

  type Query {
    "The signed-in user's profile; anonymous callers get HTTP 401."
    profile: Profile!
    """
    All companies by name; limit 1 to 1000. The limits of all companies fields of one operation
    together may not pass GRAPHQL_MAX_LIST_ROWS (1000 by default).
    """
    companies(limit: Int = 1000, offset: Int = 0): [Company!]!
    "One company, or null when there is none with this id."
    company(organisationID: ID!): Company
  }
`;
