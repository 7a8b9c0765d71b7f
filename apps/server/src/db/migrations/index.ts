import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation.js';
import * as m0002 from './0002-reference-data.js';
import * as m0003 from './0003-data-model.js';
import * as m0004 from './0004-auth.js';
import * as m0005 from './0005-search-speed.js';
import * as m0006 from './0006-search-document.js';
import * as m0007 from './0007-sso-domain-verification.js';
import * as m0008 from './0008-auth-hardening.js';
import * as m0009 from './0009-assessment-time-zone.js';
import * as m0010 from './0010-sourcing-fit-cache.js';
import * as m0011 from './0011-proposed-times.js';
import * as m0012 from './0012-profile-order.js';
import * as m0013 from './0013-notifications-queue.js';
import * as m0014 from './0014-job-shares.js';
import * as m0015 from './0015-live.js';
import * as m0016 from './0016-account-tokens.js';
import * as m0017 from './0017-job-changes.js';
import * as m0018 from './0018-work-model.js';

/** Forward-only migrations, applied in key order. Never edit one that has shipped; add the next. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-reference-data': m0002,
  '0003-data-model': m0003,
  '0004-auth': m0004,
  '0005-search-speed': m0005,
  '0006-search-document': m0006,
  '0007-sso-domain-verification': m0007,
  '0008-auth-hardening': m0008,
  '0009-assessment-time-zone': m0009,
  '0010-sourcing-fit-cache': m0010,
  '0011-proposed-times': m0011,
  '0012-profile-order': m0012,
  '0013-notifications-queue': m0013,
  '0014-job-shares': m0014,
  '0015-live': m0015,
  '0016-account-tokens': m0016,
  '0017-job-changes': m0017,
  '0018-work-model': m0018,
};
