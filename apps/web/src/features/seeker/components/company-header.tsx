import { Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../lib/ui-store';
import { useCompany, useFollowedCompanies, useToggleFollow } from '../api/companies';

interface CompanyHeaderProps {
  companyId: string;
  seeker: boolean;
  loginHref: string;
}

/**
 * A company's page header: logo, the name as the page's h1, about, and Follow / Following for a job
 * seeker (a button as wide as its label, not stretched).
 */
export function CompanyHeader({ companyId, seeker, loginHref }: CompanyHeaderProps) {
  const { t } = useTranslation();
  const company = useCompany(companyId);
  const followed = useFollowedCompanies(seeker);
  const toggle = useToggleFollow();
  const data = company.data?.company ?? null;
  if (data === null) {
    return <PageHeader title={<span aria-busy>{t('jobs.company.heading')}</span>} />;
  }
  const following = followed.data?.items.some((c) => c.organisationId === companyId) ?? false;

  const onFollow = () =>
    toggle.mutate(
      { organisationId: companyId, follow: !following },
      {
        onSuccess: () =>
          showToast(
            following
              ? t('jobs.company.unfollowedToast', { company: data.name })
              : t('jobs.company.followedToast', { company: data.name }),
          ),
      },
    );

  return (
    <Stack gap="sm" data-component="company-header">
      <Group gap="md" wrap="nowrap" align="flex-start">
        {data.companyLogo === null ? (
          <Avatar name={data.name} color="brand" size="xl" radius="md" aria-hidden />
        ) : (
          <Avatar
            src={data.companyLogo.aPIURL}
            alt={t('jobs.job.logoAlt', { company: data.name })}
            size="xl"
            radius="md"
          />
        )}
        <Stack gap={4} align="flex-start" miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{data.name}</bdi>
          </Title>
          <Text size="sm">{t('jobs.company.openJobs', { count: data.openJobCount })}</Text>
          {seeker ? (
            <Button
              size="xs"
              variant={following ? 'light' : 'outline'}
              aria-pressed={following}
              loading={toggle.isPending}
              onClick={onFollow}
            >
              {following ? t('jobs.company.following') : t('jobs.company.follow')}
            </Button>
          ) : (
            <Anchor component={Link} to={loginHref} size="sm">
              {t('jobs.company.signInToFollow')}
            </Anchor>
          )}
        </Stack>
      </Group>
      {data.about !== '' && (
        <Text dir="auto" size="sm">
          {data.about}
        </Text>
      )}
    </Stack>
  );
}
