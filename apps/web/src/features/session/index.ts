export { useMe } from './api/get-me';
export { SessionGate } from './components/session-gate';
export { SessionMenu } from './components/session-menu';
