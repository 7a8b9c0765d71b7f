import { OffersScreen } from '../../features/recruiter/components/offers/offers-screen';

/** /hr/offers: the organisation's offers (behind HrGate). */
export function HrOffersRoute() {
  return <OffersScreen />;
}
