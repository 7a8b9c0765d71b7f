import { describe, expect, it } from 'vitest';
import { jobsScreen, landingScreen } from './landing-screen';

describe('landingScreen', () => {
  it('names the job search for / and /jobs, and the job page for a job’s address', async () => {
    for (const path of ['/', '/jobs', '/jobs/']) {
      expect(await landingScreen(path)?.()).toHaveProperty('JobsRoute');
    }
    for (const path of ['/jobs/3f2a', '/jobs/recommend/3f2a']) {
      expect(await landingScreen(path)?.()).toHaveProperty('JobDetailRoute');
    }
    expect(await landingScreen('/sso/login')?.()).toHaveProperty('LoginRoute');
  });

  it('downloads a screen once and then holds it for the router to draw without waiting', async () => {
    const first = jobsScreen();
    expect(jobsScreen()).toBe(first);
    await first;
    expect(jobsScreen.loaded).toHaveProperty('JobsRoute');
  });

  it('leaves every other screen to the router', () => {
    for (const path of [
      '/jobs/all',
      '/jobs/all/3f2a',
      '/jobs/category/7',
      '/jobs/companies/9',
      '/jobs/recommend',
      '/saved',
      '/sso/signup',
      '/hr',
    ]) {
      expect(landingScreen(path)).toBeNull();
    }
  });
});
