import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAccount, signUpThroughPage } from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { resumePdf, solidPng } from './support/files.js';
import { jobHrefs } from './support/seeker.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The fit of the job shown, and the skills its "Why this job" says the seeker lacks. */
async function fitOf(page: Page): Promise<{ percent: number; missingSkills: string[] }> {
  const region = page.getByRole('region', { name: 'Why this job' });
  await region.waitFor();
  const text = await region.getByText(/^\d+% fit$/).innerText();
  const missing = await region.evaluate((el) => {
    const part = Array.from(el.querySelectorAll('dl > div')).find((d) =>
      d.querySelector('dt')?.textContent?.startsWith('Skills'),
    );
    const lines = part === undefined ? [] : Array.from(part.querySelectorAll('dd p'));
    const line = lines.map((p) => p.textContent ?? '').find((t) => t.startsWith('Missing: '));
    return line === undefined ? '' : line.slice('Missing: '.length);
  });
  return {
    percent: Number(/^(\d+)%/.exec(text)?.[1]),
    missingSkills: missing
      .replace(/[\u2068\u2069]/g, '')
      .split(/, | and /)
      .map((name: string) => name.trim())
      .filter((name: string) => name !== ''),
  };
}

/** The completion the profile header shows, in percent. */
async function completion(page: Page): Promise<number> {
  return Number((await page.getByTestId('profile-percent').innerText()).replace('%', ''));
}

/** Waits until the header's completion is above `than`, and answers it. */
async function completionRisesAbove(page: Page, than: number): Promise<number> {
  await page.waitForFunction(
    (before) =>
      Number(document.querySelector('[data-testid="profile-percent"]')?.textContent?.replace('%', '')) >
      before,
    than,
  );
  return completion(page);
}

async function addExperience(
  page: Page,
  job: { title: string; company: string; from: string; to?: string },
): Promise<void> {
  const section = page.getByRole('region', { name: 'Experience' });
  const add = section.getByRole('button', { name: /^Add (your first job|experience)$/ });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add experience' });
  await dialog.getByRole('textbox', { name: 'Job title' }).fill(job.title);
  await dialog.getByRole('textbox', { name: 'Company' }).fill(job.company);
  await dialog.getByLabel(/^From/).fill(job.from);
  if (job.to === undefined) await dialog.getByRole('checkbox', { name: 'I work here now' }).check();
  else await dialog.getByLabel(/^To/).fill(job.to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await section.getByText(job.title, { exact: true }).waitFor();
}

async function addSkill(page: Page, name: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Skills' });
  await section.getByRole('button', { name: /^Add (your first skill|a skill)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a skill' });
  await dialog
    .getByLabel(/^Skill/)
    .and(page.locator('input'))
    .fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Level' }).selectOption('5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await section.getByText(name, { exact: true }).waitFor();
}

/** Clicks `button` and gives the file picker it opens one file. */
async function chooseFile(page: Page, button: Locator, name: string, mimeType: string, buffer: Buffer) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({ name, mimeType, buffer });
}

describe('a new job seeker fills the profile from empty', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const first = newAccount('Layla Nasser');

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  let jobHref = '';
  let fitBefore = { percent: 0, missingSkills: [] as string[] };

  it('signs up, and finds a job whose skills the empty profile lacks', async () => {
    await signUpThroughPage(page, dataDir, first);
    for (const href of await jobHrefs(page)) {
      await page.goto(href);
      const fit = await fitOf(page);
      if (fit.missingSkills.length >= 2) {
        jobHref = href;
        fitBefore = fit;
        break;
      }
    }
    expect(jobHref).not.toBe('');
  });

  it('fills the profile from its empty state, the completion rising with each part', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: first.fullName }).waitFor();
    let percent = await completion(page);
    await page
      .getByRole('region', { name: 'Experience' })
      .getByText(/^No jobs yet/)
      .waitFor();
    await page
      .getByRole('region', { name: 'Skills' })
      .getByText(/^No skills yet/)
      .waitFor();

    // a photo, through the header's dialog: the upload shows, then the header has the picture
    const header = page.getByRole('main');
    await header.getByRole('button', { name: 'Change your photo' }).click();
    const photoDialog = page.getByRole('dialog', { name: 'Profile photo' });
    await chooseFile(
      page,
      photoDialog.getByRole('button', { name: 'Upload a photo' }),
      'me.png',
      'image/png',
      solidPng(96, [40, 110, 180]),
    );
    // saved, the dialog closes by itself
    await photoDialog.waitFor({ state: 'detached' });
    await header.getByRole('img', { name: 'Your photo' }).first().waitFor();
    percent = await completionRisesAbove(page, percent);

    // a PDF résumé
    const resume = page.getByRole('region', { name: 'Résumé' });
    await chooseFile(
      page,
      resume.getByRole('button', { name: 'Upload your résumé' }),
      'Layla_Nasser_CV.pdf',
      'application/pdf',
      resumePdf('Layla Nasser', ['# Experience', 'Data analyst, Gulf Retail Co., 2021 - present']),
    );
    await resume.getByText('Layla_Nasser_CV.pdf').waitFor();
    percent = await completionRisesAbove(page, percent);

    await addExperience(page, { title: 'Data analyst', company: 'Gulf Retail Co.', from: '2021-03' });
    percent = await completionRisesAbove(page, percent);
    await addExperience(page, {
      title: 'Junior analyst',
      company: 'Muscat Bank',
      from: '2018-09',
      to: '2021-02',
    });

    for (const skill of fitBefore.missingSkills.slice(0, 2)) await addSkill(page, skill);
    percent = await completionRisesAbove(page, percent);
    expect(percent).toBeGreaterThan(0);
  });

  it('sees the fit of the job follow the new skills at once', async () => {
    await page.goto(jobHref);
    const after = await fitOf(page);
    expect(after.percent).toBeGreaterThan(fitBefore.percent);
    for (const skill of fitBefore.missingSkills.slice(0, 2)) expect(after.missingSkills).not.toContain(skill);
  });

  let exported = '';

  it('exports the profile as JSON Resume', async () => {
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Export and import' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download JSON Resume' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const file = await download.path();
    exported = await readFile(file, 'utf8');
    const resume = JSON.parse(exported) as {
      basics: { name: string };
      work: { position: string; name: string }[];
      skills: { name: string }[];
    };
    expect(resume.basics.name).toBe(first.fullName);
    expect(resume.work.map((w) => w.position).sort()).toEqual(['Data analyst', 'Junior analyst']);
    expect(resume.skills.map((k) => k.name)).toEqual(
      expect.arrayContaining(fitBefore.missingSkills.slice(0, 2)),
    );
  });

  it('imports that file into a second new account, showing what will change first', async () => {
    const second = newAccount('Omar Saleh');
    const other = await newContext(browser, baseUrl);
    try {
      const page2 = await other.newPage();
      await signUpThroughPage(page2, dataDir, second);
      await page2.goto('/profile');
      await page2
        .getByRole('region', { name: 'Experience' })
        .getByText(/^No jobs yet/)
        .waitFor();
      await page2
        .getByRole('region', { name: 'Export and import' })
        .getByRole('button', { name: 'Import JSON Resume' })
        .click();
      const dialog = page2.getByRole('dialog', { name: 'Import a JSON Resume file' });
      await chooseFile(
        page2,
        dialog.getByRole('button', { name: 'Choose a file' }),
        'resume.json',
        'application/json',
        Buffer.from(exported),
      );
      // nothing is written before the preview is confirmed
      await dialog.getByText(/^Entries added: \d+$/).waitFor();
      const changes = dialog.getByRole('table');
      await changes.getByRole('cell', { name: second.fullName, exact: true }).waitFor();
      await changes.getByRole('cell', { name: first.fullName, exact: true }).waitFor();
      const experience = page2.getByRole('region', { name: 'Experience' });
      expect(await experience.getByText(/^No jobs yet/).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await experience.getByText('Data analyst', { exact: true }).waitFor();
      await experience.getByText('Junior analyst', { exact: true }).waitFor();
      const skills = page2.getByRole('region', { name: 'Skills' });
      for (const skill of fitBefore.missingSkills.slice(0, 2))
        await skills.getByText(skill, { exact: true }).waitFor();
      // the file's name replaced the account's, as the preview said it would
      await page2.getByRole('heading', { level: 1, name: first.fullName }).waitFor();
    } finally {
      await other.close();
    }
  });
});
