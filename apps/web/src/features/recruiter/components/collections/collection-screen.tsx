import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { links, type CollectionCandidate, type TalentCollection } from '@talent/contracts';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { iconSize } from '../../../../app/theme';
import { EmptyState } from '../../../../components/empty-state';
import { ListPages } from '../../../../components/list-pages';
import { ErrorState } from '../../../../components/error-state';
import { PageHeader } from '../../../../components/page-header';
import { PageLoader } from '../../../../components/page-loader';
import { isApiError } from '../../../../lib/api-client';
import { useLocale } from '../../../../lib/i18n';
import { pickLocalized } from '../../../../lib/localized-text';
import { showToast } from '../../../../lib/ui-store';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useAddToCollection } from '../../api/candidate';
import {
  COLLECTION_PAGE_SIZE,
  useCandidateSearch,
  useCollection,
  useRemoveFromCollection,
} from '../../api/collections';
import { useOpenJobs } from '../../api/dashboard';
import { candidateDisplayName, isAnonymised } from '../candidate/anonymised';
import { placeOf } from '../pipeline/candidate-row';
import { isolate } from '../offers/isolate';
import { candidateInJob } from '../offers/offers-screen';
import { CollectionFormDialog, DeleteCollectionDialog } from './collection-dialogs';
import classes from '../recruiter.module.css';

const readPage = (params: URLSearchParams) => {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
};

/** /hr/collections/:collectionId: a collection's candidates, 50 a page, to add, remove and open. */
export function CollectionScreen({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const detail = useCollection(collectionId, page);
  const data = detail.data;
  usePageTitle(data?.collection.name ?? t('recruiter.collections.pageTitle'));
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState<TalentCollection | null>(null);
  const [removing, setRemoving] = useState<CollectionCandidate | null>(null);
  const [placing, setPlacing] = useState<CollectionCandidate | null>(null);
  const total = data?.candidates.total ?? 0;

  const back = (
    <Anchor component={Link} to="/hr/collections" size="sm" fw={500}>
      {t('recruiter.collections.backToCollections')}
    </Anchor>
  );

  if (data === undefined) {
    return (
      <Stack gap="md">
        {back}
        {detail.isError ? (
          isApiError(detail.error, 404) ? (
            <EmptyState
              headingOrder={1}
              title={t('recruiter.collections.notFoundTitle')}
              message={t('recruiter.collections.notFoundMessage')}
            />
          ) : (
            <ErrorState
              headingOrder={1}
              title={t('recruiter.collections.detailErrorTitle')}
              message={t('recruiter.collections.errorMessage')}
              retryLabel={t('common.actions.retry')}
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          )
        ) : (
          <PageLoader label={t('recruiter.collections.loadingCandidates')} />
        )}
      </Stack>
    );
  }

  const { collection, candidates } = data;
  const addButton = (
    <Button leftSection={<IconPlus size={iconSize.sm} aria-hidden />} onClick={() => setAdding(true)}>
      {t('recruiter.collections.addCandidate')}
    </Button>
  );

  return (
    <Stack gap="lg">
      {back}
      <PageHeader
        title={collection.name}
        description={
          <>
            {t('recruiter.collections.candidateCount', {
              count: collection.candidateCount,
              formatParams: { count: { locale } },
            })}
            {collection.description !== null && (
              <Text component="span" display="block" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {collection.description}
              </Text>
            )}
          </>
        }
        actions={
          <>
            {addButton}
            <Button variant="default" onClick={() => setRenaming(true)}>
              {t('recruiter.collections.rename')}
            </Button>
            <Button variant="default" color="red" onClick={() => setDeleting(collection)}>
              {t('recruiter.collections.delete')}
            </Button>
          </>
        }
      />
      {candidates.items.length === 0 ? (
        <EmptyState
          icon={IconUsers}
          title={t('recruiter.collections.noCandidatesTitle')}
          message={t('recruiter.collections.noCandidatesMessage')}
          action={addButton}
        />
      ) : (
        <>
          <ul className={classes.list} aria-busy={detail.isPlaceholderData}>
            {candidates.items.map((candidate) => (
              <li key={candidate.subject}>
                <CandidateCard
                  candidate={candidate}
                  onRemove={() => setRemoving(candidate)}
                  onPlace={() => setPlacing(candidate)}
                />
              </li>
            ))}
          </ul>
          <ListPages
            total={total}
            pageSize={COLLECTION_PAGE_SIZE}
            page={page}
            label={t('recruiter.collections.pagination')}
            onChange={(next) =>
              setParams((prev) => {
                const out = new URLSearchParams(prev);
                if (next > 1) out.set('page', String(next));
                else out.delete('page');
                return out;
              })
            }
          />
        </>
      )}
      {adding && <AddCandidateDialog collection={collection} onClose={() => setAdding(false)} />}
      {renaming && <CollectionFormDialog opened collection={collection} onClose={() => setRenaming(false)} />}
      <DeleteCollectionDialog
        collection={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate('/hr/collections')}
      />
      <RemoveCandidateDialog collection={collection} candidate={removing} onClose={() => setRemoving(null)} />
      {placing !== null && <OpenInJobDialog candidate={placing} onClose={() => setPlacing(null)} />}
    </Stack>
  );
}

/** One candidate of the collection: name (to their page), headline, place, skills and actions. */
function CandidateCard({
  candidate,
  onRemove,
  onPlace,
}: {
  candidate: CollectionCandidate;
  onRemove: () => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const place =
    candidate.location === null
      ? null
      : candidate.location.city === null
        ? pickLocalized(candidate.location.country, locale)
        : t('recruiter.collections.location', {
            city: pickLocalized(candidate.location.city, locale),
            country: pickLocalized(candidate.location.country, locale),
          });
  return (
    <Card withBorder padding="md" data-component="hr-collection-candidate">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={links.hrCandidate(candidate.subject)}>
              {candidate.fullName}
            </Anchor>
          </Title>
          {candidate.headline !== null && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {candidate.headline}
            </Text>
          )}
          {place !== null && (
            <Text size="sm" c="dimmed">
              <bdi>{place}</bdi>
            </Text>
          )}
          {candidate.skills.length > 0 && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {candidate.skills.slice(0, 8).join(' · ')}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="sm" onClick={onPlace}>
            {t('recruiter.collections.openInJob')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            onClick={onRemove}
            aria-label={t('recruiter.collections.removeNamed', { name: candidate.fullName })}
          >
            {t('recruiter.collections.remove')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** Take a candidate out of the collection, after saying that is all it does. */
function RemoveCandidateDialog({
  collection,
  candidate,
  onClose,
}: {
  collection: TalentCollection;
  candidate: CollectionCandidate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveFromCollection();
  const confirm = () => {
    if (candidate === null) return;
    remove.mutate(
      { collectionId: collection.id, subject: candidate.subject },
      {
        onSuccess: () => {
          showToast(t('recruiter.collections.removedToast', { name: isolate(candidate.fullName) }));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened={candidate !== null}
      onClose={onClose}
      title={
        candidate === null
          ? ''
          : t('recruiter.collections.removeTitle', { name: isolate(candidate.fullName) })
      }
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('recruiter.collections.removeMessage', { collection: isolate(collection.name) })}</Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {t('recruiter.collections.actionFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('recruiter.collections.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('recruiter.collections.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Search the candidates the organisation may see and add them one by one. */
function AddCandidateDialog({ collection, onClose }: { collection: TalentCollection; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const search = useCandidateSearch(keyword);
  const add = useAddToCollection();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(text.trim());
  };
  const addOne = (subject: string, name: string) =>
    add.mutate(
      { collectionId: collection.id, subject },
      {
        onSuccess: () => {
          setAdded((prev) => new Set([...prev, subject]));
          showToast(
            t('recruiter.collections.addedToast', {
              name: isolate(name),
              collection: isolate(collection.name),
            }),
          );
        },
      },
    );
  const items = search.data?.items ?? [];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('recruiter.collections.addTitle', { name: isolate(collection.name) })}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
      size="lg"
    >
      <Stack gap="md">
        <form role="search" onSubmit={submit} aria-label={t('recruiter.collections.searchLabel')}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 12rem' }}
              label={t('recruiter.collections.searchKeyword')}
              value={text}
              maxLength={200}
              type="search"
              data-autofocus
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Button type="submit" leftSection={<IconSearch size={iconSize.sm} aria-hidden />}>
              {t('recruiter.collections.searchButton')}
            </Button>
          </Group>
        </form>
        {add.isError && (
          <Alert color="red" role="alert">
            {t('recruiter.collections.addFailed')}
          </Alert>
        )}
        <div aria-live="polite">
          {keyword === '' ? (
            <Text size="sm" c="dimmed">
              {t('recruiter.collections.searchHint')}
            </Text>
          ) : search.isError ? (
            <Alert color="red" role="alert">
              {t('recruiter.collections.searchFailed')}
            </Alert>
          ) : search.data === undefined ? (
            <PageLoader label={t('recruiter.collections.searching')} />
          ) : items.length === 0 ? (
            <Text size="sm">{t('recruiter.collections.searchNone')}</Text>
          ) : (
            <ul className={classes.list}>
              {items.map(({ candidate }) => {
                const done = added.has(candidate.subject);
                const place = placeOf(candidate.location, t, locale) ?? '';
                return (
                  <li key={candidate.subject}>
                    <Group justify="space-between" gap="sm" wrap="nowrap">
                      <Stack gap={0} miw={0}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {candidateDisplayName(candidate, t)}
                        </Text>
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {[candidate.headline, place].filter((p) => p !== null && p !== '').join(' · ')}
                        </Text>
                      </Stack>
                      {/* an anonymised candidate cannot be kept: nobody is left to find again */}
                      {!isAnonymised(candidate) && (
                        <Button
                          size="sm"
                          variant={done ? 'light' : 'default'}
                          disabled={done}
                          loading={add.isPending && add.variables.subject === candidate.subject}
                          aria-label={
                            done
                              ? t('recruiter.collections.addedNamed', { name: candidate.fullName })
                              : t('recruiter.collections.addNamed', { name: candidate.fullName })
                          }
                          onClick={() => addOne(candidate.subject, candidate.fullName)}
                          style={{ flexShrink: 0 }}
                        >
                          {done ? t('recruiter.collections.added') : t('recruiter.collections.add')}
                        </Button>
                      )}
                    </Group>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('recruiter.collections.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Pick one of the organisation's open jobs and go to the candidate's place in it. */
function OpenInJobDialog({ candidate, onClose }: { candidate: CollectionCandidate; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const jobs = useOpenJobs(true);
  const [jobId, setJobId] = useState('');
  const items = jobs.data?.items ?? [];
  const go = (event: FormEvent) => {
    event.preventDefault();
    if (jobId === '') return;
    void navigate(candidateInJob(candidate.subject, jobId));
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('recruiter.collections.openInJobTitle', { name: isolate(candidate.fullName) })}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
    >
      <form onSubmit={go}>
        <Stack gap="md">
          {jobs.isError ? (
            <Alert color="red" role="alert">
              {t('recruiter.collections.jobsFailed')}
            </Alert>
          ) : jobs.data === undefined ? (
            <PageLoader label={t('recruiter.collections.loadingJobs')} />
          ) : items.length === 0 ? (
            <Text>{t('recruiter.collections.noOpenJobs')}</Text>
          ) : (
            <NativeSelect
              label={t('recruiter.collections.jobLabel')}
              value={jobId}
              data-autofocus
              onChange={(event) => setJobId(event.currentTarget.value)}
            >
              <option value="">{t('recruiter.collections.chooseJob')}</option>
              {items.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </NativeSelect>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('recruiter.collections.cancel')}
            </Button>
            <Button type="submit" disabled={jobId === ''}>
              {t('recruiter.collections.goToJob')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
