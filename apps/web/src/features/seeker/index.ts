export { ApplicationDetailScreen } from './components/application-detail-screen';
export { ApplicationsScreen } from './components/applications-screen';
export { CompanyHeader } from './components/company-header';
export { JobActions } from './components/job-actions';
export { SavedJobsScreen } from './components/saved-jobs-screen';
export { SearchTools, useSearchRecorder } from './components/search-tools';
export { JobsHome } from './components/jobs-home';
