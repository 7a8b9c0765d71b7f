import type { FreshoutOffer, FreshoutRequest } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkGraduateRequest,
  graduateFieldOf,
  graduateRequestBody,
  graduateState,
  type GraduateValues,
} from './graduate-request-rules';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const request = (n: number, status: 'open' | 'closed'): FreshoutRequest => ({
  id: uuid(n),
  universityName: 'Sultan Qaboos University',
  graduationDate: '2026-06-30',
  degreeLevelId: null,
  specializationId: null,
  preferredCategoryId: null,
  message: null,
  status,
  createdAt: '2026-11-01T09:00:00.000Z',
});
const offer = (n: number, requestNumber: number): FreshoutOffer => ({
  id: uuid(100 + n),
  requestId: uuid(requestNumber),
  organisation: { id: uuid(200), name: 'Gulf Energy' },
  jobId: null,
  title: 'Graduate engineer',
  message: null,
  salary: null,
  currency: null,
  status: 'sent',
  rejectReason: null,
  sentAt: '2026-11-05T09:00:00.000Z',
  respondedAt: null,
});
const values = (over: Partial<GraduateValues> = {}): GraduateValues => ({
  universityName: 'Sultan Qaboos University',
  graduationDate: '2026-06-30',
  preferredCategoryId: null,
  message: '',
  ...over,
});

describe('graduateState', () => {
  it('is none before any request', () => {
    expect(graduateState({ requests: [], offers: [] })).toEqual({ kind: 'none' });
  });

  it('shows the open request with the offers that answered it, even behind a newer closed one', () => {
    const state = graduateState({
      requests: [request(2, 'closed'), request(1, 'open')],
      offers: [offer(1, 1), offer(2, 2)],
    });
    expect(state.kind).toBe('open');
    if (state.kind === 'none') return;
    expect(state.request.id).toBe(uuid(1));
    expect(state.offers.map((o) => o.id)).toEqual([uuid(101)]);
  });

  it('is closed when the newest request is closed and none is open', () => {
    const state = graduateState({ requests: [request(3, 'closed')], offers: [offer(1, 3)] });
    expect(state.kind).toBe('closed');
  });
});

describe('checkGraduateRequest', () => {
  it('accepts a university and a day', () => {
    expect(checkGraduateRequest(values())).toEqual({});
  });

  it('asks for a university of two characters or more, and of 200 at most', () => {
    expect(checkGraduateRequest(values({ universityName: '  A ' }))).toEqual({
      universityName: 'universityMissing',
    });
    expect(checkGraduateRequest(values({ universityName: 'x'.repeat(201) }))).toEqual({
      universityName: 'universityTooLong',
    });
  });

  it('asks for a real day and a message of 2,000 characters at most', () => {
    expect(checkGraduateRequest(values({ graduationDate: '' }))).toEqual({ graduationDate: 'dateMissing' });
    expect(checkGraduateRequest(values({ graduationDate: '2026-13-40' }))).toEqual({
      graduationDate: 'dateMissing',
    });
    expect(checkGraduateRequest(values({ message: 'x'.repeat(2001) }))).toEqual({
      message: 'messageTooLong',
    });
  });
});

describe('graduateRequestBody', () => {
  it('sends the university in one spacing and leaves blanks out', () => {
    expect(graduateRequestBody(values({ universityName: ' Sultan  Qaboos ', message: '  ' }))).toEqual({
      universityName: 'Sultan Qaboos',
      graduationDate: '2026-06-30',
    });
    expect(
      graduateRequestBody(values({ preferredCategoryId: uuid(9), message: ' Civil engineering ' })),
    ).toEqual({
      universityName: 'Sultan Qaboos University',
      graduationDate: '2026-06-30',
      preferredCategoryId: uuid(9),
      message: 'Civil engineering',
    });
  });
});

describe('graduateFieldOf', () => {
  it('places a refused field on its form field, and nothing for a field the form lacks', () => {
    expect(graduateFieldOf('graduationDate')).toBe('graduationDate');
    expect(graduateFieldOf('preferredCategoryId')).toBe('preferredCategoryId');
    expect(graduateFieldOf('degreeLevelId')).toBeNull();
    expect(graduateFieldOf('')).toBeNull();
  });
});
