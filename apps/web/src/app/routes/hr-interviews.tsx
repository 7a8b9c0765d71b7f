import { InterviewsScreen } from '../../features/recruiter/components/interviews/interviews-screen';
import { useMe } from '../../features/session';

/** /hr/interviews: the interviews calendar and list (behind HrGate; an interviewer sees only theirs). */
export function HrInterviewsRoute() {
  const me = useMe();
  if (!me.data) return null;
  return <InterviewsScreen user={me.data} />;
}
