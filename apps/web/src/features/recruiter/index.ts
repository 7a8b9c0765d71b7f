export { RecruiterDashboard } from './components/dashboard';
export { RecruiterNoAccess } from './components/recruiter-no-access';
