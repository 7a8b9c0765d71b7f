import { PublishingQueue } from '../../features/recruiter/components/publishing/publishing-queue';

/** /hr/publishing: the drafts waiting to be published (behind HrGate; the server refuses an `hr`). */
export function HrPublishingRoute() {
  return <PublishingQueue />;
}
