import { Anchor, Stack, Text, Title } from '@mantine/core';
import { PRIVACY_NOTICE_VERSION } from '@talent/contracts/consent-texts';
import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { PrivacyNoticeAcceptance } from './privacy-notice-acceptance';
import classes from './privacy.module.css';

const ACCOUNT_PAGE = '/account/security';
const PROFILE_PAGE = '/profile';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <Text component="li" key={item}>
          {item}
        </Text>
      ))}
    </ul>
  );
}

const link = (to: string) => <Anchor component={Link} to={to} />;

/**
 * /privacy: the privacy notice, public and in every interface language: who runs the service, what
 * it holds, why, who sees it, how long, and the person's rights with the way to each. A signed-in
 * person who has not accepted this version can accept it at the end.
 */
export function PrivacyNoticeScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('privacyNotice.page.title'));
  const date = formatDate(PRIVACY_NOTICE_VERSION, locale);
  return (
    <Stack gap="xl" className={classes.notice}>
      <Stack gap="sm">
        <PageHeader
          title={t('privacyNotice.page.title')}
          description={t('privacyNotice.page.version', { date })}
        />
        <Text>{t('privacyNotice.page.intro')}</Text>
      </Stack>

      <Section title={t('privacyNotice.who.heading')}>
        <Text>{t('privacyNotice.who.body')}</Text>
      </Section>

      <Section title={t('privacyNotice.collect.heading')}>
        <Items
          items={[
            t('privacyNotice.collect.account'),
            t('privacyNotice.collect.profile'),
            t('privacyNotice.collect.applications'),
            t('privacyNotice.collect.sessions'),
            t('privacyNotice.collect.audit'),
          ]}
        />
      </Section>

      <Section title={t('privacyNotice.why.heading')}>
        <Items
          items={[
            t('privacyNotice.why.contract'),
            t('privacyNotice.why.security'),
            t('privacyNotice.why.consent'),
          ]}
        />
      </Section>

      <Section title={t('privacyNotice.sees.heading')}>
        <Items
          items={[
            t('privacyNotice.sees.recruiters'),
            t('privacyNotice.sees.organisations'),
            t('privacyNotice.sees.admins'),
          ]}
        />
      </Section>

      <Section title={t('privacyNotice.keep.heading')}>
        <Items
          items={[
            t('privacyNotice.keep.candidates'),
            t('privacyNotice.keep.sessions'),
            t('privacyNotice.keep.notifications'),
            t('privacyNotice.keep.audit'),
            t('privacyNotice.keep.deleted'),
            t('privacyNotice.keep.rest'),
          ]}
        />
      </Section>

      <Section title={t('privacyNotice.rights.heading')}>
        <ul>
          <Text component="li">
            <Trans i18nKey={'privacyNotice.rights.see'} components={{ go: link(ACCOUNT_PAGE) }} />
          </Text>
          <Text component="li">
            <Trans
              i18nKey={'privacyNotice.rights.correct'}
              components={{ profile: link(PROFILE_PAGE), account: link(ACCOUNT_PAGE) }}
            />
          </Text>
          <Text component="li">
            <Trans i18nKey={'privacyNotice.rights.delete'} components={{ go: link(ACCOUNT_PAGE) }} />
          </Text>
          <Text component="li">
            <Trans i18nKey={'privacyNotice.rights.withdraw'} components={{ go: link(PROFILE_PAGE) }} />
          </Text>
          <Text component="li">{t('privacyNotice.rights.object')}</Text>
        </ul>
        <Text>{t('privacyNotice.rights.law')}</Text>
      </Section>

      <Section title={t('privacyNotice.changes.heading')}>
        <Text>{t('privacyNotice.changes.body', { version: PRIVACY_NOTICE_VERSION, date })}</Text>
      </Section>

      <PrivacyNoticeAcceptance variant="page" />
    </Stack>
  );
}
