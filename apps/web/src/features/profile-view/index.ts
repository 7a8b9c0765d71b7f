export { ProfileViewScreen } from './profile-view-screen';
