export { useJobSeekerCheck } from './api/check-job-seeker';
export { useMe } from './api/get-me';
export { SessionGate, useSessionState } from './components/session-gate';
export { SessionMenu } from './components/session-menu';
