import { beforeEach, describe, expect, it } from 'vitest';
import { initialUiState, sectionOf, useUiStore } from './ui-store';

beforeEach(() => {
  useUiStore.setState(initialUiState);
});

describe('toasts', () => {
  it('queue in order and a dismissal removes the oldest', () => {
    const { showToast, dismissToast } = useUiStore.getState();
    showToast('first');
    showToast('second', { label: 'Open', href: '/saved' });
    showToast('third');
    dismissToast();
    expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['second', 'third']);
    expect(useUiStore.getState().toasts[0]?.action).toEqual({ label: 'Open', href: '/saved' });
    dismissToast();
    dismissToast();
    dismissToast();
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('get distinct ids', () => {
    const { showToast } = useUiStore.getState();
    expect(showToast('a')).not.toBe(showToast('b'));
  });
});

describe('the rest of the visible state', () => {
  it('toggles the side menu and keeps chat fields apart', () => {
    const s = useUiStore.getState();
    s.toggleSideCollapsed();
    s.setChat({ popupVisible: true });
    s.refetchChat();
    const next = useUiStore.getState();
    expect(next.sideCollapsed).toBe(true);
    expect(next.chat).toEqual({ memberToContact: null, refetchEvent: 1, popupVisible: true });
  });
});

describe('sectionOf', () => {
  it.each([
    ['/jobs', 'jobseeker-jobs'],
    ['/jobs/all/123', 'jobseeker-jobs'],
    ['/invitations/9', 'jobseeker-job-invitation'],
    ['/applications', 'jobseeker-applications'],
    ['/saved/abc', 'jobseeker-saved'],
    ['/notifications', 'jobseeker-jobs'],
    ['/', 'jobseeker-jobs'],
    ['/constructor', 'jobseeker-jobs'],
  ])('%s is %s', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });
});
