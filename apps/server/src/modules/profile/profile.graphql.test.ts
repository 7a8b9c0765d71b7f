import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { buildJob, buildOrganisation, buildUser, ensureSkill, utcDay } from '../../test/factories.js';
import { signIn } from '../../test/session.js';

const ctx = useTestApp();
const URL = '/profile/x/';
const MUSCAT_CITY = 'e3e024cd-1906-4ddf-870a-fbd051517989';

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function gql<T>(query: string, options: { cookie?: string; variables?: Record<string, unknown> } = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: JSON.stringify({ query, ...(options.variables ? { variables: options.variables } : {}) }),
  });
  return { status: res.statusCode, body: res.json<GraphQLAnswer<T>>() };
}

async function buildFile(db: Kysely<DB>, ownerId: string | null, filename: string, deleted = false) {
  const row = await db
    .insertInto('files')
    .values({
      ownerId,
      storageKey: `test/${randomUUID()}`,
      filename,
      contentType: filename.endsWith('.pdf') ? 'application/pdf' : 'image/png',
      sizeBytes: 2048,
      deletedAt: deleted ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const idOf = async (
  db: Kysely<DB>,
  table: 'careerLevels' | 'degreeLevels' | 'languageLevels',
  code: string,
) => (await db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

/** A job seeker with every part of the profile filled in, and someone who endorsed and recommended them. */
async function buildFullProfile(db: Kysely<DB>) {
  const user = await buildUser(db, { fullName: 'Layla Haddad' });
  const friend = await buildUser(db, { fullName: 'Omar Said' });
  const photo = await buildFile(db, user.id, 'me.png');
  const resume = await buildFile(db, user.id, 'cv.pdf');
  const background = await buildFile(db, user.id, 'bg.png');
  const friendPhoto = await buildFile(db, friend.id, 'omar.png');
  await db
    .updateTable('profiles')
    .set({ photoFileId: friendPhoto, title: 'Tester' })
    .where('userId', '=', friend.id)
    .execute();
  await db
    .updateTable('profiles')
    .set({
      title: 'Data engineer',
      aboutMe: 'I build pipelines.',
      nationality: 'OM',
      dateOfBirth: '1994-05-17',
      gender: 'female',
      residentCardNo: '12345678',
      phoneMobile: '+968 9000 0000',
      careerLevelId: await idOf(db, 'careerLevels', 'senior'),
      photoFileId: photo,
      resumeFileId: resume,
      backgroundFileId: background,
    })
    .where('userId', '=', user.id)
    .execute();
  const software = await db
    .selectFrom('industries')
    .select('id')
    .where('code', '=', 'software')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('experiences')
    .values([
      {
        userId: user.id,
        jobTitle: 'Junior analyst',
        companyName: 'Old Co',
        dateFrom: '2016-01-01',
        dateTo: '2019-12-31',
      },
      {
        userId: user.id,
        jobTitle: 'Data engineer',
        companyName: 'Now Co',
        dateFrom: '2020-02-01',
        isCurrent: true,
        industryId: software.id,
        employmentType: 'full_time',
        countryCode: 'OM',
        cityId: MUSCAT_CITY,
      },
    ])
    .execute();
  await db
    .insertInto('educations')
    .values({
      userId: user.id,
      degreeLevelId: await idOf(db, 'degreeLevels', 'bachelor'),
      degreeTitle: 'BSc Computer Science',
      universityName: 'Sultan Qaboos University',
      startDate: '2012-09-01',
      endDate: '2016-06-30',
      gpa: 3.6,
      countryCode: 'OM',
    })
    .execute();
  const sql = await ensureSkill(db, 'SQL');
  const userSkill = await db
    .insertInto('userSkills')
    .values({ userId: user.id, skillId: sql, level: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('skillEndorsements')
    .values({ userSkillId: userSkill.id, endorsedBy: friend.id })
    .execute();
  await db
    .insertInto('userLanguages')
    .values({ userId: user.id, languageCode: 'ar', levelId: await idOf(db, 'languageLevels', 'native') })
    .execute();
  const project = await db
    .insertInto('projects')
    .values({ userId: user.id, projectTitle: 'Open data portal', projectUrl: 'https://data.example.om' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('projectAttachments')
    .values({ projectId: project.id, fileId: await buildFile(db, user.id, 'spec.pdf') })
    .execute();
  await db.insertInto('projectUsedSkills').values({ projectId: project.id, skillId: sql }).execute();
  await db
    .insertInto('recommendations')
    .values({ userId: user.id, recommendedBy: friend.id, description: 'A careful engineer.' })
    .execute();
  await db
    .insertInto('gainedSkills')
    .values({ userId: user.id, gainedSkillTitle: 'Spark', gainingAuthorityName: 'Academy' })
    .execute();
  return { user, friend, photo, resume, background, friendPhoto, project: project.id };
}

const PROFILE_QUERY = /* GraphQL */ `
  {
    profile {
      percentageCompleted
      userProfile {
        userID
        fullName
        isSearchable
        title
        aboutMe
        nationality
        dateOfBirth
        gender
        residentCardNo
        phoneMobile
        phoneHome
        email
        createdDate
        deletedDate
        lastLoginDate
        isActive
        isLocked
        careerLevel {
          id
          name
        }
        bkgImg
      }
      resume {
        id
        aPIID
        aPIURL
        aPISize
        aPIFilename
        aPIContentType
      }
      photo {
        aPIURL
      }
      experiences {
        jobTitle
        companyName
        dateFrom
        dateTo
        isCurrent
        industry {
          name
        }
        employmentType {
          id
          employmentType
        }
        location {
          country {
            id
            countryName
            countryCode
            phoneCode
          }
          city {
            id
            cityName
          }
          state {
            name
          }
        }
      }
      userEducations {
        degreeTitle
        gpa
        degreeLevel {
          degreeName
        }
        location {
          country {
            id
          }
          city {
            id
          }
        }
      }
      userSkills {
        skill {
          skillName
        }
        skillLevelID
        endorsements {
          endorsed
          endorsedBy {
            subject
            fullName
            photo
          }
        }
      }
      userLanguages {
        language {
          id
          languageName
        }
        skillLevel {
          levelTitle
        }
      }
      userProjects {
        projectTitle
        projectURL
        isPrivate
        projectAttachements {
          project {
            id
          }
          attachement {
            aPIFilename
          }
        }
      }
      userProjectUsedSkills {
        project {
          id
        }
        skill {
          skillName
        }
      }
      userRecommandations {
        description
        status
        recommendedBy {
          fullName
          title
          photo
        }
      }
      userGainedSkills {
        totalCount
        items {
          gainedSkillTitle
          gainingAuthorityLogo {
            aPIURL
          }
        }
      }
      medicalInfos {
        id
      }
      userSignatures {
        id
      }
    }
  }
`;

interface ProfileAnswer {
  profile: {
    percentageCompleted: number;
    userProfile: Record<string, unknown>;
    resume: Record<string, unknown> | null;
    photo: { aPIURL: string } | null;
    experiences: Record<string, unknown>[];
    [list: string]: unknown;
  };
}

describe('the profile query', () => {
  it('answers HTTP 401 to anonymous callers', async () => {
    const { status, body } = await gql<ProfileAnswer>('{ profile { percentageCompleted } }');
    expect(status).toBe(401);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Please sign in.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(body.errors?.[0]?.extensions).not.toHaveProperty('http');
  });

  it("shows the owner each endorsement's id and status, which follow the owner's answer", async () => {
    const db = ctx.database.db;
    const owner = await buildUser(db, { fullName: 'Nour Salem' });
    const first = await buildUser(db);
    const second = await buildUser(db);
    const third = await buildUser(db);
    const userSkill = await db
      .insertInto('userSkills')
      .values({ userId: owner.id, skillId: await ensureSkill(db, 'Excel'), level: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const endorse = async (by: string, status: 'pending' | 'approved' | 'declined') =>
      (
        await db
          .insertInto('skillEndorsements')
          .values({ userSkillId: userSkill.id, endorsedBy: by, endorsed: status === 'approved', status })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const waiting = await endorse(first.id, 'pending');
    const approved = await endorse(second.id, 'approved');
    const declined = await endorse(third.id, 'declined');
    const { cookie } = await signIn(ctx.app, owner.email, owner.password);
    const query = '{ profile { userSkills { endorsements { id endorsed status } } } }';
    type Answer = { profile: { userSkills: { endorsements: unknown[] }[] } };
    const before = await gql<Answer>(query, { cookie });
    expect(before.status, JSON.stringify(before.body.errors)).toBe(200);
    expect(before.body.data?.profile.userSkills[0]?.endorsements).toEqual(
      expect.arrayContaining([
        { id: waiting, endorsed: false, status: 'pending' },
        { id: approved, endorsed: true, status: 'approved' },
        { id: declined, endorsed: false, status: 'declined' },
      ]),
    );
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: `/elevate-be/rest/api/job-seeker/profile/endorsements/${waiting}`,
      headers: { cookie },
      payload: { status: 'approved' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await gql<Answer>(query, { cookie });
    expect(after.body.data?.profile.userSkills[0]?.endorsements).toContainEqual({
      id: waiting,
      endorsed: true,
      status: 'approved',
    });
  });

  it('answers HTTP 403 to a locked account', async () => {
    const user = await buildUser(ctx.database.db, { locked: true });
    const { cookie } = await signIn(ctx.app, user.email, user.password);
    const { status, body } = await gql<ProfileAnswer>('{ profile { percentageCompleted } }', { cookie });
    expect(status).toBe(403);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED' });
  });

  it("answers the caller's whole profile, with the spec's field names", async () => {
    const db = ctx.database.db;
    const p = await buildFullProfile(db);
    const { cookie } = await signIn(ctx.app, p.user.email, p.user.password);
    const { status, body } = await gql<ProfileAnswer>(PROFILE_QUERY, { cookie });
    expect(status, JSON.stringify(body.errors)).toBe(200);
    const profile = body.data?.profile;
    expect(profile?.percentageCompleted).toBe(100);
    expect(profile?.userProfile).toMatchObject({
      userID: p.user.id,
      fullName: 'Layla Haddad',
      isSearchable: true,
      title: 'Data engineer',
      nationality: 'OM',
      dateOfBirth: '1994-05-17',
      gender: 'female',
      residentCardNo: '12345678',
      email: p.user.email,
      deletedDate: null,
      isActive: true,
      isLocked: false,
      careerLevel: { name: 'Senior' },
      bkgImg: `/fm/download/preview/${p.background}`,
    });
    expect(profile?.userProfile.lastLoginDate).toEqual(expect.any(String));
    expect(profile?.resume).toEqual({
      id: p.resume,
      aPIID: p.resume,
      aPIURL: `/fm/download/preview/${p.resume}`,
      aPISize: 2048,
      aPIFilename: 'cv.pdf',
      aPIContentType: 'application/pdf',
    });
    expect(profile?.photo).toEqual({ aPIURL: `/fm/download/preview/${p.photo}` });
    // newest first by dateFrom
    expect(profile?.experiences).toEqual([
      {
        jobTitle: 'Data engineer',
        companyName: 'Now Co',
        dateFrom: '2020-02-01',
        dateTo: null,
        isCurrent: true,
        industry: { name: 'Software & IT Services' },
        employmentType: { id: 'full_time', employmentType: 'Full-time' },
        location: {
          country: { id: 'OM', countryName: 'Oman', countryCode: 'OM', phoneCode: '+968' },
          city: { id: MUSCAT_CITY, cityName: 'Muscat' },
          state: { name: 'Muscat' },
        },
      },
      {
        jobTitle: 'Junior analyst',
        companyName: 'Old Co',
        dateFrom: '2016-01-01',
        dateTo: '2019-12-31',
        isCurrent: false,
        industry: null,
        employmentType: null,
        location: null,
      },
    ]);
    expect(profile?.userEducations).toEqual([
      {
        degreeTitle: 'BSc Computer Science',
        gpa: 3.6,
        degreeLevel: { degreeName: "Bachelor's degree" },
        location: { country: { id: 'OM' }, city: null },
      },
    ]);
    expect(profile?.userSkills).toEqual([
      {
        skill: { skillName: 'SQL' },
        skillLevelID: 4,
        endorsements: [
          {
            endorsed: true,
            endorsedBy: {
              subject: p.friend.subject,
              fullName: 'Omar Said',
              photo: `/fm/download/preview/${p.friendPhoto}`,
            },
          },
        ],
      },
    ]);
    expect(profile?.userLanguages).toEqual([
      { language: { id: 'ar', languageName: 'Arabic' }, skillLevel: { levelTitle: 'Native' } },
    ]);
    expect(profile?.userProjects).toEqual([
      {
        projectTitle: 'Open data portal',
        projectURL: 'https://data.example.om',
        isPrivate: false,
        projectAttachements: [{ project: { id: p.project }, attachement: { aPIFilename: 'spec.pdf' } }],
      },
    ]);
    expect(profile?.userProjectUsedSkills).toEqual([
      { project: { id: p.project }, skill: { skillName: 'SQL' } },
    ]);
    expect(profile?.userRecommandations).toEqual([
      {
        description: 'A careful engineer.',
        status: 'pending',
        recommendedBy: {
          fullName: 'Omar Said',
          title: 'Tester',
          photo: `/fm/download/preview/${p.friendPhoto}`,
        },
      },
    ]);
    expect(profile?.userGainedSkills).toEqual({
      totalCount: 1,
      items: [{ gainedSkillTitle: 'Spark', gainingAuthorityLogo: null }],
    });
    expect(profile?.medicalInfos).toEqual([]);
    expect(profile?.userSignatures).toEqual([]);
  });

  it("answers where the person lives, their years of experience and each video CV's id", async () => {
    const db = ctx.database.db;
    const user = await buildUser(db, { fullName: 'Rami Nasser' });
    const { cookie } = await signIn(ctx.app, user.email, user.password);
    const query =
      '{ profile { userProfile { location { country { id countryName } state { name } city { id cityName } } yearsOfExperience } userProfileVideoCvs { id isDefault } } }';
    type Answer = {
      profile: {
        userProfile: { location: unknown; yearsOfExperience: number | null };
        userProfileVideoCvs: { id: string; isDefault: boolean }[];
      };
    };
    const empty = await gql<Answer>(query, { cookie });
    expect(empty.status, JSON.stringify(empty.body.errors)).toBe(200);
    expect(empty.body.data?.profile.userProfile).toEqual({ location: null, yearsOfExperience: null });

    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/elevate-be/rest/api/job-seeker/profile',
      headers: { cookie },
      payload: { location: { countryCode: 'OM', cityId: MUSCAT_CITY }, yearsOfExperience: 7 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const video = await buildFile(db, user.id, 'intro.png');
    const entry = await db
      .insertInto('profileVideoCvs')
      .values({ userId: user.id, fileId: video, isDefault: true })
      .returning('id')
      .executeTakeFirstOrThrow();

    const filled = await gql<Answer>(query, { cookie });
    expect(filled.status, JSON.stringify(filled.body.errors)).toBe(200);
    expect(filled.body.data?.profile).toEqual({
      userProfile: {
        location: {
          country: { id: 'OM', countryName: 'Oman' },
          state: { name: 'Muscat' },
          city: { id: MUSCAT_CITY, cityName: 'Muscat' },
        },
        yearsOfExperience: 7,
      },
      userProfileVideoCvs: [{ id: entry.id, isDefault: true }],
    });

    // the country alone, in the language of the cookie
    await ctx.app.inject({
      method: 'PATCH',
      url: '/elevate-be/rest/api/job-seeker/profile',
      headers: { cookie },
      payload: { location: { countryCode: 'SA', cityId: null } },
    });
    const ar = await gql<Answer>(query, { cookie: `${cookie}; language=ar` });
    expect(ar.body.data?.profile.userProfile.location).toEqual({
      country: { id: 'SA', countryName: 'المملكة العربية السعودية' },
      state: null,
      city: null,
    });
  });

  it('answers the remaining sub-lists with every field of the spec', async () => {
    const db = ctx.database.db;
    const user = await buildUser(db);
    const { cookie } = await signIn(ctx.app, user.email, user.password);
    const userId = user.id;
    const video = await buildFile(db, userId, 'intro.png');
    const passport = await buildFile(db, userId, 'passport.pdf');
    const cover = await buildFile(db, userId, 'cover.png');
    const signature = await buildFile(db, userId, 'sign.png');
    const theme = await db
      .selectFrom('settingKeys')
      .select('id')
      .where('settingKey', '=', 'ui.theme')
      .executeTakeFirstOrThrow();
    const hobbies = await db
      .selectFrom('sectionKeys')
      .select('id')
      .where('sectionKey', '=', 'hobbies')
      .executeTakeFirstOrThrow();
    const oilGas = await db
      .selectFrom('industries')
      .select('id')
      .where('code', '=', 'oil_gas')
      .executeTakeFirstOrThrow();
    const permanent = await db
      .selectFrom('contractTypes')
      .select('id')
      .where('code', '=', 'permanent')
      .executeTakeFirstOrThrow();
    const robotics = await db
      .selectFrom('interests')
      .select('id')
      .where('nameEn', '=', 'Robotics')
      .executeTakeFirstOrThrow();
    await db.insertInto('profileVideoCvs').values({ userId, fileId: video, isDefault: true }).execute();
    await db
      .insertInto('userSettings')
      .values({ userId, settingId: theme.id, settingValue: 'dark' })
      .execute();
    await db
      .insertInto('medicalInfos')
      .values({ userId, bloodGroup: 'O+', height: 170.5, heightUnit: 'cm', weight: 65, weightUnit: 'kg' })
      .execute();
    await db.insertInto('onlineProfiles').values({ userId, linkedin: 'https://linkedin.com/in/x' }).execute();
    await db
      .insertInto('trainings')
      .values({
        userId,
        trainingName: 'First aid',
        instituteName: 'Red Crescent',
        trainingDate: '2021-03-01',
      })
      .execute();
    await db
      .insertInto('awards')
      .values({ userId, awardTitle: 'Best intern', issuedDate: '2017-06-01', issuedBy: 'Old Co' })
      .execute();
    await db
      .insertInto('careerAspirations')
      .values({
        userId,
        industryId: oilGas.id,
        employmentType: 'contract',
        frequencyOfTrips: 'occasional',
        preferredCountry: 'OM',
        preferredCityId: MUSCAT_CITY,
        salaryCurrency: 'OMR',
        salaryRangeMin: 900,
        salaryRangeMax: 1400,
        contractTypeId: permanent.id,
      })
      .execute();
    await db
      .insertInto('certifications')
      .values({ userId, certificationTitle: 'PMP', issuedBy: 'PMI' })
      .execute();
    await db
      .insertInto('userDocuments')
      .values({ userId, documentType: 'passport', fileId: passport })
      .execute();
    await db.insertInto('userInterests').values({ userId, interestId: robotics.id }).execute();
    await db
      .insertInto('userSections')
      .values({ userId, sectionId: hobbies.id, sectionValue: 'Chess' })
      .execute();
    await db
      .insertInto('volunteerWorks')
      .values({ userId, title: 'Beach clean-up', coverFileId: cover, countryCode: 'OM', isPrivate: true })
      .execute();
    await db
      .insertInto('signatures')
      .values({ userId, title: 'Formal', imgFileId: signature, font: 'Amiri' })
      .execute();

    const { status, body } = await gql<ProfileAnswer>(
      /* GraphQL */ `
        {
          profile {
            userProfileVideoCvs {
              isDefault
              videoCv {
                aPIFilename
              }
            }
            userSettings {
              settingValue
              setting {
                settingKey
              }
            }
            medicalInfos {
              bloodGroup
              height
              heightUnit
              weight
              weightUnit
              medicalCondition
            }
            onlineProfiles {
              facebook
              twitter
              linkedin
              createdDate
            }
            trainings {
              trainingName
              instituteName
              trainingDate
              trainingDescription
              trainingSubject
              startDate
              endDate
            }
            userAwards {
              awardTitle
              awardsIssuedDate
              awardsIssuedBy
            }
            userCareerAspirations {
              industry {
                name
                industryAr
                classification
                code
              }
              employmentType
              frequencyOfTrips
              preferedCountry
              preferedCity
              preferedState
              salaryCurrency {
                id
                currencyName
                currencyCode
              }
              salaryRangeMin
              salaryRangeMax
              contractType {
                contractTypeTitle
              }
            }
            userCertifications {
              certificationTitle
              certificationIssuedDate
              certificationIssuedBy
            }
            userDocuments {
              documentType
              document {
                aPIFilename
                aPIContentType
              }
            }
            userInterests {
              interest {
                interestName
                interestImg
              }
            }
            userSections {
              section {
                sectionKey
              }
              sectionValue
            }
            volunteerWorks {
              title
              description
              link
              startDate
              endDate
              workCover
              location {
                country {
                  id
                }
              }
              isPrivate
            }
            userSignatures {
              title
              img {
                aPIID
              }
              text
              font
            }
          }
        }
      `,
      { cookie },
    );
    expect(status, JSON.stringify(body.errors)).toBe(200);
    expect(body.data?.profile).toMatchObject({
      userProfileVideoCvs: [{ isDefault: true, videoCv: { aPIFilename: 'intro.png' } }],
      userSettings: [{ settingValue: 'dark', setting: { settingKey: 'ui.theme' } }],
      medicalInfos: [
        {
          bloodGroup: 'O+',
          height: 170.5,
          heightUnit: 'cm',
          weight: 65,
          weightUnit: 'kg',
          medicalCondition: null,
        },
      ],
      onlineProfiles: [{ facebook: null, twitter: null, linkedin: 'https://linkedin.com/in/x' }],
      trainings: [{ trainingName: 'First aid', instituteName: 'Red Crescent', trainingDate: '2021-03-01' }],
      userAwards: [{ awardTitle: 'Best intern', awardsIssuedDate: '2017-06-01', awardsIssuedBy: 'Old Co' }],
      userCareerAspirations: [
        {
          industry: {
            name: 'Oil & Gas',
            industryAr: 'النفط والغاز',
            classification: 'energy',
            code: 'oil_gas',
          },
          employmentType: 'contract',
          frequencyOfTrips: 'occasional',
          preferedCountry: 'OM',
          preferedCity: MUSCAT_CITY,
          preferedState: null,
          salaryCurrency: { id: 'OMR', currencyName: 'Omani rial', currencyCode: 'OMR' },
          salaryRangeMin: 900,
          salaryRangeMax: 1400,
          contractType: { contractTypeTitle: 'Permanent' },
        },
      ],
      userCertifications: [
        { certificationTitle: 'PMP', certificationIssuedDate: null, certificationIssuedBy: 'PMI' },
      ],
      userDocuments: [
        {
          documentType: 'passport',
          document: { aPIFilename: 'passport.pdf', aPIContentType: 'application/pdf' },
        },
      ],
      userInterests: [{ interest: { interestName: 'Robotics', interestImg: null } }],
      userSections: [{ section: { sectionKey: 'hobbies' }, sectionValue: 'Chess' }],
      volunteerWorks: [
        {
          title: 'Beach clean-up',
          workCover: `/fm/download/preview/${cover}`,
          location: { country: { id: 'OM' } },
          isPrivate: true,
        },
      ],
      userSignatures: [{ title: 'Formal', img: { aPIID: signature }, text: null, font: 'Amiri' }],
    });
  });

  it('names reference rows in the language of the language cookie', async () => {
    const db = ctx.database.db;
    const p = await buildFullProfile(db);
    const { cookie } = await signIn(ctx.app, p.user.email, p.user.password);
    const query =
      '{ profile { userProfile { careerLevel { name } } experiences { employmentType { employmentType } } } }';
    const ar = await gql<ProfileAnswer>(query, { cookie: `${cookie}; language=ar` });
    expect(ar.body.data?.profile.userProfile.careerLevel).toEqual({ name: 'أول' });
    expect(ar.body.data?.profile.experiences[0]).toEqual({ employmentType: { employmentType: 'دوام كامل' } });
    const zh = await gql<ProfileAnswer>(query, { cookie: `${cookie}; language=zh` });
    expect(zh.body.data?.profile.userProfile.careerLevel).toEqual({ name: '高级' });
  });

  it('counts only what is filled in, and hides deleted files', async () => {
    const db = ctx.database.db;
    const user = await buildUser(db);
    const { cookie } = await signIn(ctx.app, user.email, user.password);
    const query = '{ profile { percentageCompleted photo { aPIURL } experiences { id } userSkills { id } } }';
    const empty = await gql<ProfileAnswer>(query, { cookie });
    expect(empty.body.data?.profile).toEqual({
      percentageCompleted: 0,
      photo: null,
      experiences: [],
      userSkills: [],
    });

    const deletedPhoto = await buildFile(db, user.id, 'gone.png', true);
    await db
      .updateTable('profiles')
      .set({ title: 'Nurse', phoneMobile: '+968 1', photoFileId: deletedPhoto })
      .where('userId', '=', user.id)
      .execute();
    await db
      .insertInto('experiences')
      .values({ userId: user.id, jobTitle: 'Nurse', companyName: 'Clinic', dateFrom: '2020-01-01' })
      .execute();
    const some = await gql<ProfileAnswer>(query, { cookie });
    // title 10 + mobile phone 5 + one experience 15; the deleted photo counts for nothing
    expect(some.body.data?.profile.percentageCompleted).toBe(30);
    expect(some.body.data?.profile.photo).toBeNull();
  });

  it("shows only the caller's own rows", async () => {
    const db = ctx.database.db;
    const p = await buildFullProfile(db);
    const { cookie } = await signIn(ctx.app, p.friend.email, p.friend.password);
    const { body } = await gql<ProfileAnswer>(
      '{ profile { userProfile { userID fullName } experiences { id } userSkills { id } userRecommandations { id } } }',
      { cookie },
    );
    expect(body.data?.profile).toEqual({
      userProfile: { userID: p.friend.id, fullName: 'Omar Said' },
      experiences: [],
      userSkills: [],
      userRecommandations: [],
    });
  });
});

interface CompanyAnswer {
  organisationID: string;
  name: string;
  companyLogo: { aPIURL: string; aPIFilename?: string | null } | null;
  about?: string;
  website?: string | null;
  openJobCount?: number;
}

describe('the company query', () => {
  it('lists companies by name to anyone, with limit and offset', async () => {
    const db = ctx.database.db;
    const prefix = `Zz${randomUUID().slice(0, 6)}`;
    const ids = [];
    for (const name of ['B', 'A', 'C']) ids.push(await buildOrganisation(db, { name: `${prefix} ${name}` }));
    const all = await gql<{ companies: CompanyAnswer[] }>(
      '{ companies { name organisationID companyLogo { aPIURL } } }',
    );
    expect(all.status).toBe(200);
    const ours = all.body.data?.companies.filter((c) => c.name.startsWith(prefix));
    expect(ours?.map((c) => c.name)).toEqual([`${prefix} A`, `${prefix} B`, `${prefix} C`]);

    const everyone = all.body.data?.companies.length ?? 0;
    const paged = await gql<{ companies: CompanyAnswer[] }>(
      'query ($limit: Int, $offset: Int) { companies(limit: $limit, offset: $offset) { name } }',
      { variables: { limit: 2, offset: everyone - 1 } },
    );
    expect(paged.body.data?.companies).toHaveLength(1);
  });

  it('refuses a limit above 1000 or a negative offset', async () => {
    for (const args of ['limit: 1001', 'limit: 0', 'offset: -1']) {
      const { status, body } = await gql(`{ companies(${args}) { name } }`);
      expect(status, args).toBe(200);
      expect(body.errors?.[0]?.extensions, args).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('answers one company with its details and open job count', async () => {
    const db = ctx.database.db;
    const organisationId = await buildOrganisation(db, { name: 'Detail Co' });
    const logo = await buildFile(db, null, 'logo.png');
    await db
      .updateTable('organisations')
      .set({ website: 'https://detail.example.om', logoUrl: `/fm/download/preview/${logo}` })
      .where('id', '=', organisationId)
      .execute();
    await buildJob(db, { organisationId });
    await buildJob(db, { organisationId, endDate: utcDay(-2) });
    await buildJob(db, { organisationId, status: 'closed' });

    const query = /* GraphQL */ `
      query ($id: ID!) {
        company(organisationID: $id) {
          name
          organisationID
          companyLogo {
            aPIURL
            aPIFilename
          }
          about
          website
          openJobCount
        }
      }
    `;
    const { status, body } = await gql<{ company: CompanyAnswer }>(query, {
      variables: { id: organisationId },
    });
    expect(status).toBe(200);
    expect(body.data?.company).toEqual({
      name: 'Detail Co',
      organisationID: organisationId,
      companyLogo: { aPIURL: `/fm/download/preview/${logo}`, aPIFilename: 'logo.png' },
      about: 'A company made by a test.',
      website: 'https://detail.example.om',
      openJobCount: 1,
    });
  });

  it('answers a logo kept as an outside address as it is, and null for an unknown company', async () => {
    const db = ctx.database.db;
    const organisationId = await buildOrganisation(db);
    await db
      .updateTable('organisations')
      .set({ logoUrl: 'https://cdn.example.com/logo.svg' })
      .where('id', '=', organisationId)
      .execute();
    const query = 'query ($id: ID!) { company(organisationID: $id) { companyLogo { id aPIURL } } }';
    const found = await gql<{ company: CompanyAnswer | null }>(query, { variables: { id: organisationId } });
    expect(found.body.data?.company).toEqual({
      companyLogo: { id: null, aPIURL: 'https://cdn.example.com/logo.svg' },
    });
    const missing = await gql<{ company: CompanyAnswer | null }>(query, {
      variables: { id: '0f0f0f0f-0000-4000-8000-000000000000' },
    });
    expect(missing.body).toEqual({ data: { company: null } });
    const malformed = await gql(query, { variables: { id: 'nope' } });
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('answers a GET query too', async () => {
    await buildOrganisation(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${URL}?query=${encodeURIComponent('{ companies(limit: 1) { organisationID } }')}`,
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<GraphQLAnswer<{ companies: unknown[] }>>().data?.companies).toHaveLength(1);
  });
});
