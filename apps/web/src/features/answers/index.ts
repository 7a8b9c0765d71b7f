export { InterviewScreen } from './interview-screen';
export { OfferScreen } from './offer-screen';
