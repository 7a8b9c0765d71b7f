// The account security page's entry, apart from index.ts: the shell imports index.ts on every page,
// and this page's code and styles (its dialog's included) should load only when it is opened.
export { SESSIONS_QUERY_KEY } from './api/list-sessions';
export { AccountSecurityScreen } from './components/account-security-screen';
