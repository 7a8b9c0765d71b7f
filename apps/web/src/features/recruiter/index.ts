export { RecruiterHome } from './components/recruiter-home';
export { RecruiterNoAccess } from './components/recruiter-no-access';
