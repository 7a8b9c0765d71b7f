export { JobListScreen } from './components/job-list-screen';
export { JobDetailScreen } from './components/job-detail-screen';
export { useCategories } from './api/list-categories';
