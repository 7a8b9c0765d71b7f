export { ApplicationDetailScreen } from './components/application-detail-screen';
export { ApplicationsScreen } from './components/applications-screen';
export { CompanyHeader } from './components/company-header';
export { JobActions } from './components/job-actions';
export { SavedJobsScreen } from './components/saved-jobs-screen';
export {
  RecentSearchesMenu,
  SearchTools,
  useRecentSearchItems,
  useSearchRecorder,
} from './components/search-tools';
export { ApplySheet } from './components/apply-sheet';
export { JobsHome } from './components/jobs-home';
