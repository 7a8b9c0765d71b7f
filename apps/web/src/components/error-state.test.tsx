import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderRoute } from '../test/render';
import { ErrorState } from './error-state';

const props = { title: 'Jobs could not be loaded', message: 'Try again.', retryLabel: 'Try again' };

describe('ErrorState', () => {
  it('offers to try again after a failure', () => {
    const onRetry = vi.fn();
    renderRoute(<ErrorState {...props} onRetry={onRetry} error={new ApiError('network-status', 500)} />, {
      path: '/',
      url: '/',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says a 403 is not available for this account, without "try again"', () => {
    renderRoute(
      <ErrorState {...props} onRetry={() => undefined} error={new ApiError('network-status', 403)} />,
      {
        path: '/',
        url: '/',
      },
    );
    expect(screen.getByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
