export { LiveChannel } from './live-channel';
export { shouldPoll, useLiveStatus, useShouldPoll } from './live-status';
