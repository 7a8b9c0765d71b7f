import { Box, Card, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton, SkeletonCard, SkeletonLines } from '../../components/content-skeleton';
import headerClasses from './profile-header.module.css';

/**
 * /profile while the profile loads: the header's banner (it carries no data), placeholders for the
 * photo, the name, the headline, the place, the buttons and the completion bar where the header
 * draws them, and
 * the first section cards.
 */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Box maw={880}>
      <ContentSkeleton label={t('profile.page.loading')}>
        <Stack gap="lg">
          <Card withBorder padding={0}>
            <div className={headerClasses.banner} />
            <Box px="lg" pb="lg">
              <div className={headerClasses.identity}>
                <Skeleton circle height={112} className={headerClasses.avatar} />
              </div>
              <Stack gap={10} mt="sm">
                <Skeleton height={28} width="55%" />
                <SkeletonLines widths={['45%', '30%']} />
                <Skeleton height={30} width={170} mt={4} />
                <Skeleton height={14} width={140} />
              </Stack>
              <Stack gap={8} mt="md">
                <Skeleton height={14} width="25%" />
                <Skeleton height={8} radius="xl" />
              </Stack>
            </Box>
          </Card>
          <SkeletonCard lines={['60%', '95%']} />
          <SkeletonCard lines={['95%', '90%', '70%']} />
          <SkeletonCard lines={['50%', '40%', '45%']} />
        </Stack>
      </ContentSkeleton>
    </Box>
  );
}
