export { LoginScreen } from './components/login-screen';
export { SignupScreen } from './components/signup-screen';
export { CallbackScreen } from './components/callback-screen';
export { LogoutScreen } from './components/logout-screen';
