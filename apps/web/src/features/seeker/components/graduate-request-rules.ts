import type { FreshoutOffer, FreshoutRequest, FreshoutRequestBody, MyFreshout } from '@talent/contracts';

/** Where the seeker stands with graduate offers: never asked, asked and waiting, or the last request closed. */
export type GraduateState =
  { kind: 'none' } | { kind: 'open' | 'closed'; request: FreshoutRequest; offers: FreshoutOffer[] };

/** The newest request decides (one may be open at a time); its offers are those that answered it. */
export function graduateState(data: MyFreshout): GraduateState {
  const request = data.requests.find((r) => r.status === 'open') ?? data.requests[0];
  if (request === undefined) return { kind: 'none' };
  return { kind: request.status, request, offers: data.offers.filter((o) => o.requestId === request.id) };
}

export const GRADUATE_FIELDS = [
  'universityName',
  'graduationDate',
  'preferredCategoryId',
  'message',
] as const;
export type GraduateField = (typeof GRADUATE_FIELDS)[number];

export interface GraduateValues {
  universityName: string;
  graduationDate: string;
  preferredCategoryId: string | null;
  message: string;
}

/** What is wrong with a field before sending, by the contract's rules, as a reason to put in words. */
export type GraduateProblem = 'universityMissing' | 'universityTooLong' | 'dateMissing' | 'messageTooLong';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The contract's checks (freshoutRequestBodySchema) said on the fields, so nothing is sent that it refuses. */
export function checkGraduateRequest(
  values: GraduateValues,
): Partial<Record<GraduateField, GraduateProblem>> {
  const found: Partial<Record<GraduateField, GraduateProblem>> = {};
  const university = values.universityName.trim().replace(/\s+/g, ' ');
  if (university.length < 2) found.universityName = 'universityMissing';
  else if (university.length > 200) found.universityName = 'universityTooLong';
  if (!DAY.test(values.graduationDate) || Number.isNaN(Date.parse(`${values.graduationDate}T00:00:00Z`))) {
    found.graduationDate = 'dateMissing';
  }
  if (values.message.trim().length > 2000) found.message = 'messageTooLong';
  return found;
}

/** The body to send: blanks left out. */
export function graduateRequestBody(values: GraduateValues): FreshoutRequestBody {
  const message = values.message.trim();
  return {
    universityName: values.universityName.trim().replace(/\s+/g, ' '),
    graduationDate: values.graduationDate,
    ...(values.preferredCategoryId === null || values.preferredCategoryId === ''
      ? {}
      : { preferredCategoryId: values.preferredCategoryId }),
    ...(message === '' ? {} : { message }),
  };
}

/** The form field a refused request field belongs on (`universityName`, `message`…), or null. */
export function graduateFieldOf(path: string): GraduateField | null {
  const head = path.split('.')[0];
  return GRADUATE_FIELDS.find((f) => f === head) ?? null;
}
