export { PrivacyNoticeAcceptance } from './components/privacy-notice-acceptance';
export { PrivacyNoticeScreen } from './components/privacy-notice-screen';
export { ConsentsCard } from './components/consents-card';
export { consentKeys } from './api/consents';
export { PRIVACY_NOTICE_PAGE } from './privacy-paths';
