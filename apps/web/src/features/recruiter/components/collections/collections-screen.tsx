import '@mantine/core/styles/Menu.css';
import { Anchor, Button, Card, Group, Menu, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { links, type TalentCollection } from '@talent/contracts';
import { IconDots, IconFolders, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { iconSize } from '../../../../app/theme';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { PageHeader } from '../../../../components/page-header';
import { PageLoader } from '../../../../components/page-loader';
import { useLocale } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useMe } from '../../../session';
import { useTalentCollections } from '../../api/candidate';
import { CollectionFormDialog, DeleteCollectionDialog } from './collection-dialogs';
import classes from '../recruiter.module.css';

/**
 * The organisation the collections belong to: none to name when the caller recruits for one (the
 * server knows it); with several, `?org=` in the address, the first one by default.
 */
export function useCollectionOrganisation() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const recruiting = useMemo(
    () =>
      (me.data?.organisations ?? []).filter((o) => o.roles.includes('hr') || o.roles.includes('hr_admin')),
    [me.data],
  );
  const asked = params.get('org') ?? '';
  const organisationId =
    recruiting.length > 1 ? (recruiting.find((o) => o.id === asked) ?? recruiting[0])?.id : undefined;
  const choose = (id: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('org', id);
      return next;
    });
  return { ready: me.data !== undefined, recruiting, organisationId, choose };
}

/** /hr/collections: the organisation's talent collections, to create, rename, delete and open. */
export function CollectionsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('recruiter.collections.pageTitle'));
  const navigate = useNavigate();
  const org = useCollectionOrganisation();
  const list = useTalentCollections(org.organisationId, org.ready);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<TalentCollection | null>(null);
  const [deleting, setDeleting] = useState<TalentCollection | null>(null);
  const collections = list.data?.collections;

  const newButton = (
    <Button leftSection={<IconPlus size={iconSize.sm} aria-hidden />} onClick={() => setCreating(true)}>
      {t('recruiter.collections.newCollection')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('recruiter.collections.heading')}
        description={
          collections === undefined
            ? undefined
            : t('recruiter.collections.total', {
                count: collections.length,
                formatParams: { count: { locale } },
              })
        }
        actions={newButton}
      />
      {org.recruiting.length > 1 && (
        <NativeSelect
          label={t('recruiter.collections.organisationLabel')}
          value={org.organisationId}
          onChange={(event) => org.choose(event.currentTarget.value)}
          maw="24rem"
        >
          {org.recruiting.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect>
      )}
      {collections === undefined ? (
        list.isError ? (
          <ErrorState
            title={t('recruiter.collections.errorTitle')}
            message={t('recruiter.collections.errorMessage')}
            retryLabel={t('common.actions.retry')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <PageLoader label={t('recruiter.collections.loading')} />
        )
      ) : collections.length === 0 ? (
        <EmptyState
          icon={IconFolders}
          title={t('recruiter.collections.emptyTitle')}
          message={t('recruiter.collections.emptyMessage')}
          action={newButton}
        />
      ) : (
        <ul className={classes.list}>
          {collections.map((collection) => (
            <li key={collection.id}>
              <Card withBorder padding="md" data-component="hr-collection-row">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={4} miw={0} style={{ flex: 1 }}>
                    <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                      <Anchor component={Link} to={links.hrCollection(collection.id)}>
                        {collection.name}
                      </Anchor>
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('recruiter.collections.candidateCount', {
                        count: collection.candidateCount,
                        formatParams: { count: { locale } },
                      })}
                    </Text>
                    {collection.description !== null && (
                      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                        {collection.description}
                      </Text>
                    )}
                  </Stack>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button
                        variant="default"
                        size="sm"
                        px="xs"
                        aria-label={t('recruiter.collections.actionsFor', { name: collection.name })}
                        style={{ flexShrink: 0 }}
                      >
                        <IconDots size={iconSize.sm} aria-hidden />
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setRenaming(collection)}>
                        {t('recruiter.collections.rename')}
                      </Menu.Item>
                      <Menu.Item color="red" onClick={() => setDeleting(collection)}>
                        {t('recruiter.collections.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {creating && (
        <CollectionFormDialog
          opened
          onClose={() => setCreating(false)}
          organisationId={org.organisationId}
          onSaved={(saved) => void navigate(links.hrCollection(saved.id))}
        />
      )}
      {renaming !== null && (
        <CollectionFormDialog opened collection={renaming} onClose={() => setRenaming(null)} />
      )}
      <DeleteCollectionDialog collection={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
