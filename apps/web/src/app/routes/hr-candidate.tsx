import { useParams } from 'react-router';
import { CandidateScreen } from '../../features/recruiter/components/candidate/candidate-screen';

/** /hr/candidates/:subject: one candidate on a page of their own (behind HrGate). */
export function HrCandidateRoute() {
  const { subject = '' } = useParams();
  return <CandidateScreen key={subject} subject={subject} />;
}
