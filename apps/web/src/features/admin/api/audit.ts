import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@talent/contracts';
import { toQueryString } from '@talent/domain';
import { apiGet, apiUrl } from '../../../lib/api-client';
import { ADMIN_AUDIT } from '../links';
import { adminKeys, pageWindow, readPage } from './keys';

/** The audit log's filters as the address keeps them (`?action=&actor=&target=&from=&to=&page=`). */
export interface AuditFilters {
  /** An action or its start (`sign_in` also finds `sign_in.failed`). */
  action: string;
  actorId: string;
  targetId: string;
  /** The first and last day (YYYY-MM-DD, the reader's own days), or ''. */
  from: string;
  to: string;
  page: number;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  action: '',
  actorId: '',
  targetId: '',
  from: '',
  to: '',
  page: 1,
};

/** What the server accepts as an action filter (the contract's pattern). */
export const ACTION_PATTERN = /^[a-z_.]{1,60}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const isValidAction = (value: string) => value === '' || ACTION_PATTERN.test(value);
export const isValidActorId = (value: string) => value === '' || UUID_PATTERN.test(value);

/** A real calendar day written YYYY-MM-DD, or ''. */
function dayParam(value: string | null): string {
  const day = value?.trim() ?? '';
  if (!DAY_PATTERN.test(day)) return '';
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : '';
}

export function readAuditAddress(params: URLSearchParams): AuditFilters {
  return {
    action: params.get('action')?.trim() ?? '',
    actorId: params.get('actor')?.trim() ?? '',
    targetId: params.get('target')?.trim() ?? '',
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    page: readPage(params),
  };
}

export function writeAuditAddress(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.action !== '') params.set('action', filters.action);
  if (filters.actorId !== '') params.set('actor', filters.actorId);
  if (filters.targetId !== '') params.set('target', filters.targetId);
  if (filters.from !== '') params.set('from', filters.from);
  if (filters.to !== '') params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The address of the audit log narrowed to what was done to one target (a user's id…). */
export const auditForTarget = (targetId: string) =>
  `${ADMIN_AUDIT}?${writeAuditAddress({ ...EMPTY_AUDIT_FILTERS, targetId }).toString()}`;

/** The start of a day in the reader's time zone, as the instant the server compares. */
function startOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** A range whose end is before its start: the end is left out until it is fixed. */
export const backwardsRange = (from: string, to: string) => from !== '' && to !== '' && to < from;

/**
 * The filters as `GET /api/admin/audit(.csv)` takes them: days become instants (from the first
 * day's start to the last day's end), and what the server would refuse is left out.
 */
export function auditRequestFilters(filters: AuditFilters) {
  const end = filters.to === '' || backwardsRange(filters.from, filters.to) ? null : startOfDay(filters.to);
  if (end !== null) end.setDate(end.getDate() + 1);
  return {
    action: isValidAction(filters.action) ? filters.action : '',
    actorId: isValidActorId(filters.actorId) ? filters.actorId : '',
    targetId: filters.targetId.slice(0, 254),
    from: filters.from === '' ? '' : startOfDay(filters.from).toISOString(),
    to: end === null ? '' : new Date(end.getTime() - 1).toISOString(),
  };
}

/** The CSV of the filtered log: a plain link, the browser downloads it with the session's cookie. */
export function auditCsvUrl(filters: AuditFilters): string {
  return `${apiUrl('/api/admin/audit.csv')}${toQueryString(auditRequestFilters(filters))}`;
}

/** GET /api/admin/audit: one page of the log, newest first. */
export function useAuditLog(filters: AuditFilters) {
  const query = { ...auditRequestFilters(filters), ...pageWindow(filters.page) };
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => apiGet<AuditPage>('/api/admin/audit', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
