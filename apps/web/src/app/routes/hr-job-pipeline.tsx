import { useParams } from 'react-router';
import { JobPipelineScreen } from '../../features/recruiter/components/pipeline/pipeline-screen';

/** /hr/jobs/:jobId: the job's pipeline, the stage in `?stage=` (behind HrGate). */
export function HrJobPipelineRoute() {
  const { jobId = '' } = useParams();
  return <JobPipelineScreen key={jobId} jobId={jobId} />;
}
