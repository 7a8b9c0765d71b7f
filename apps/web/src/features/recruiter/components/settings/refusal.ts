import { isApiError, isRefusal } from '../../../../lib/api-client';

/** The error code of a refused call (`domain_taken`, `validation`, …), when the server gave one. */
export function refusalCode(error: unknown): string | undefined {
  return isApiError(error) && isRefusal(error.body) ? error.body.error : undefined;
}

/** The fields a 400 named, as the contract's paths without `body.` (`label`, `countryCode`, …). */
export function refusedFields(error: unknown): string[] {
  if (!isApiError(error, 400) || !isRefusal(error.body)) return [];
  return (error.body.fields ?? []).map((f) => f.field.replace(/^body\./, ''));
}
