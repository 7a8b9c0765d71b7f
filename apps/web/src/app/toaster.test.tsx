import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, showToast, TOAST_DURATION_MS, useUiStore } from '../lib/ui-store';
import { renderRoute } from '../test/render';
import { Toaster } from './toaster';

beforeEach(() => {
  useUiStore.setState(initialUiState);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows toasts with their action; closing removes the oldest', () => {
    renderRoute(<Toaster />, { path: '/', url: '/' });
    act(() => {
      showToast('Job saved.');
      showToast('Your application was sent.', { label: 'View application', href: '/applications/1' });
    });
    expect(screen.getByText('Job saved.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss the oldest message' })[1] as HTMLElement);
    expect(screen.queryByText('Job saved.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View application' }));
    expect(screen.getByTestId('location').textContent).toBe('/applications/1');
  });

  it('hides each toast by itself, oldest first', () => {
    vi.useFakeTimers();
    renderRoute(<Toaster />, { path: '/', url: '/' });
    act(() => {
      showToast('first');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS / 2);
      showToast('second');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS / 2);
    });
    expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['second']);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});
