export { LoginScreen } from './components/login-screen';
export { SignupScreen } from './components/signup-screen';
export { VerifyScreen } from './components/verify-screen';
export { CallbackScreen } from './components/callback-screen';
export { LogoutScreen } from './components/logout-screen';
export { SsoLinkScreen } from './components/sso-link-screen';
export { ChangePasswordForm } from './components/change-password-form';
