import type { Insertable } from 'kysely';
import { links } from '@talent/contracts';
import type { Notifications } from '../../db/schema.js';

/**
 * The notifications of offers and hiring, titles in the three interface languages (worded as the
 * demo data words the same events), links from the shared list in links.ts. Written through
 * insertNotifications.
 */

type Row = Insertable<Notifications>;

export interface OfferEvent {
  jobId: string;
  jobTitle: string;
  applicationId: string;
  offerId: string | null;
}

const data = (e: OfferEvent, extra: Record<string, string> = {}) => ({
  jobId: e.jobId,
  applicationId: e.applicationId,
  ...(e.offerId === null ? {} : { offerId: e.offerId }),
  ...extra,
});

/** To the candidate: an offer, or the same offer renewed. */
export function offerSentNotification(seekerId: string, e: OfferEvent, resent: boolean): Row {
  const job = e.jobTitle;
  return {
    userId: seekerId,
    kind: resent ? 'offer_resent' : 'offer_sent',
    title: resent ? `Your offer for ${job} has been renewed` : `You have an offer for ${job}`,
    titleZh: resent ? `${job}职位的录用通知已重新发送` : `您收到了${job}职位的录用通知`,
    titleAr: resent ? `تم تجديد عرض العمل لوظيفة ${job}` : `لديك عرض عمل لوظيفة ${job}`,
    icon: 'offer',
    url: links.offer(e.jobId),
    data: data(e),
  };
}

/** To the recruiters: the candidate accepted or declined the offer. */
export function offerAnsweredNotifications(
  recipients: readonly string[],
  e: OfferEvent & { seekerName: string; accepted: boolean },
): Row[] {
  const { seekerName: name, jobTitle: job } = e;
  return recipients.map((userId) => ({
    userId,
    kind: 'offer_answered',
    title: e.accepted ? `${name} accepted your offer for ${job}` : `${name} declined your offer for ${job}`,
    titleZh: e.accepted ? `${name}接受了${job}职位的录用通知` : `${name}拒绝了${job}职位的录用通知`,
    titleAr: e.accepted ? `قبل ${name} عرض العمل لوظيفة ${job}` : `رفض ${name} عرض العمل لوظيفة ${job}`,
    icon: 'offer',
    url: links.hrJobStage(e.jobId, 'offers'),
    data: data(e, { status: e.accepted ? 'accepted' : 'rejected' }),
  }));
}

/** To the candidate: hired. */
export function hiredNotification(seekerId: string, e: OfferEvent): Row {
  const job = e.jobTitle;
  return {
    userId: seekerId,
    kind: 'hired',
    title: `Congratulations! You have been hired for ${job}`,
    titleZh: `恭喜！您已被${job}职位正式录用`,
    titleAr: `تهانينا! تم تعيينك في وظيفة ${job}`,
    icon: 'hired',
    url: links.application(e.applicationId),
    data: data(e),
  };
}

/** To the organisation's recruiters: a graduate accepted or declined their freshout offer. */
export function freshoutAnsweredNotifications(
  recipients: readonly string[],
  e: { seekerName: string; title: string; offerId: string; accepted: boolean },
): Row[] {
  const { seekerName: name, title } = e;
  return recipients.map((userId) => ({
    userId,
    kind: 'offer_answered',
    title: e.accepted
      ? `${name} accepted your graduate offer: ${title}`
      : `${name} declined your graduate offer: ${title}`,
    titleZh: e.accepted
      ? `${name}接受了您的应届生录用意向：${title}`
      : `${name}拒绝了您的应届生录用意向：${title}`,
    titleAr: e.accepted
      ? `قبل ${name} عرضك لحديثي التخرج: ${title}`
      : `رفض ${name} عرضك لحديثي التخرج: ${title}`,
    icon: 'offer',
    url: links.hrOffers(),
    data: { freshoutOfferId: e.offerId, status: e.accepted ? 'accepted' : 'rejected' },
  }));
}
