import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SessionGate } from '../features/session';
import { Frame, type FrameProps } from './frame';
import { Toaster } from './toaster';

interface SessionFrameProps extends Omit<FrameProps, 'children'> {
  /** After the frame, before the toasts: what floats over every page of the area (the chat). */
  after?: ReactNode;
}

/**
 * A signed-in area's layout (the seeker's, the account's, the recruiter's, the console's): the
 * frame with its top bar and sections, the routed page once the session is known (for a locked
 * account, the locked notice instead), and the toasts.
 */
export function SessionFrame({ after, ...frame }: SessionFrameProps) {
  return (
    <>
      <Frame {...frame}>
        <SessionGate>
          <Outlet />
        </SessionGate>
      </Frame>
      {after}
      <Toaster />
    </>
  );
}
