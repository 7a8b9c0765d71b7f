import { useParams } from 'react-router';
import { JobEditorScreen } from '../../features/recruiter/components/job-editor/job-editor';

/**
 * /hr/jobs/new and /hr/jobs/:jobId/edit (behind HrGate). One component for both, so that the first
 * autosave of a new draft, which moves the address to its edit page, keeps the form as it is.
 */
export function HrJobEditorRoute() {
  const { jobId } = useParams();
  return <JobEditorScreen jobId={jobId} />;
}
