export { AccountSection } from './components/account-section';
export { AccountDeletedScreen } from './components/account-deleted-screen';
export { ConfirmEmailScreen } from './components/confirm-email-screen';
export { KeepAccountScreen } from './components/keep-account-screen';
export { NotificationsLinkCard } from './components/notifications-link-card';
export { PrivacySection } from './components/privacy-section';
export { UnsubscribeScreen } from './components/unsubscribe-screen';
export { PreferencesSection } from './components/preferences-section';
