import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { links, type HrJobDetail, type JobStatusName } from '@talent/contracts';
import { formatList } from '../../../../lib/format';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useNavigate } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { PageHeader } from '../../../../components/page-header';
import { PageLoader } from '../../../../components/page-loader';
import { isApiError, isRefusal } from '../../../../lib/api-client';
import { useLocale } from '../../../../lib/i18n';
import { publishesIn } from '../../../../lib/roles';
import { showToast } from '../../../../lib/ui-store';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useCategories } from '../../../jobs';
import { MATERIAL_LABEL_KEYS } from '../../../jobs/components/material-change';
import { useMe } from '../../../session';
import { useCreateHrJob, useHrJob, usePublishHrJob, useUpdateHrJob } from '../../api/job';
import {
  emptyJobValues,
  jobToValues,
  materialChanges,
  serverFieldErrors,
  validateJob,
  valuesToInput,
  type FieldErrors,
  type JobFormValues,
} from './form';
import { JobChanges } from './job-changes';
import { JobEditorFields } from './job-editor-fields';
import { JobPreview } from './job-preview';
import { useJobReferenceData } from './reference-data';
import classes from './job-editor.module.css';

/** How long the editor waits after the last change before it saves a draft. */
export const AUTOSAVE_DELAY_MS = 1500;

const RECRUITING_ROLES = ['hr', 'hr_admin'] as const;

/** Where each form field's messages are in the contract (and in the server's 400 answer). */
const PATH_OF: Partial<Record<keyof JobFormValues, string>> = {
  categoryId: 'category.id',
  subCategoryId: 'subCategory.id',
  countryCode: 'location.countryCode',
  cityId: 'location.cityId',
  salaryMin: 'salary.min',
  salaryMax: 'salary.max',
  currency: 'salary.currency',
  hasSalary: 'salary',
};

const STATUS_KEYS = {
  draft: 'recruiter.editor.statusDraft',
  published: 'recruiter.editor.statusPublished',
  closed: 'recruiter.editor.statusClosed',
  withdrawn: 'recruiter.editor.statusWithdrawn',
} as const satisfies Record<JobStatusName, string>;

export const editPath = (jobId: string) => `/hr/jobs/${encodeURIComponent(jobId)}/edit`;

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

interface JobEditorScreenProps {
  /** The job of the address; none for /hr/jobs/new. */
  jobId: string | undefined;
}

/**
 * /hr/jobs/new and /hr/jobs/:jobId/edit. The form lives on when a new draft's first save moves the
 * address to its edit page, so what was typed meanwhile is kept.
 */
export function JobEditorScreen({ jobId }: JobEditorScreenProps) {
  const { t } = useTranslation();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const ownJob = jobId === undefined || jobId === createdId;
  const job = useHrJob(ownJob ? undefined : jobId);

  if (ownJob) {
    return <JobEditorForm key="new" initialJob={undefined} onCreated={setCreatedId} />;
  }
  if (job.data !== undefined) {
    return <JobEditorForm key={job.data.id} initialJob={job.data} onCreated={() => undefined} />;
  }
  if (job.isPending) return <PageLoader label={t('recruiter.editor.loading')} />;
  if (isApiError(job.error, 400, 404)) {
    return (
      <Stack align="flex-start" gap="sm">
        <Title order={1}>{t('recruiter.editor.notFoundTitle')}</Title>
        <Text>{t('recruiter.editor.notFoundMessage')}</Text>
        <Button component={Link} to="/hr/jobs">
          {t('recruiter.editor.backToJobs')}
        </Button>
      </Stack>
    );
  }
  return (
    <ErrorState
      headingOrder={1}
      title={t('recruiter.editor.loadErrorTitle')}
      message={t('recruiter.editor.loadErrorMessage')}
      retryLabel={t('common.actions.retry')}
      onRetry={() => void job.refetch()}
      error={job.error}
    />
  );
}

interface JobEditorFormProps {
  initialJob: HrJobDetail | undefined;
  onCreated: (jobId: string) => void;
}

function JobEditorForm({ initialJob, onCreated }: JobEditorFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const me = useMe();
  const categories = useCategories();
  const reference = useJobReferenceData();

  const organisations = useMemo(
    () =>
      (me.data?.organisations ?? []).filter((o) =>
        o.roles.some((r) => (RECRUITING_ROLES as readonly string[]).includes(r)),
      ),
    [me.data],
  );
  const [initialValues] = useState<JobFormValues>(() =>
    initialJob === undefined ? emptyJobValues(locale, organisations[0]?.id ?? '') : jobToValues(initialJob),
  );
  const [ownValues, setValues] = useState(initialValues);
  // a new job is for the caller's first recruiting organisation unless they choose another
  const firstOrganisation = organisations[0]?.id ?? '';
  const values = useMemo(
    () =>
      ownValues.organisationId === '' && firstOrganisation !== ''
        ? { ...ownValues, organisationId: firstOrganisation }
        : ownValues,
    [ownValues, firstOrganisation],
  );
  const [savedId, setSavedId] = useState(initialJob?.id);
  const detail = useHrJob(savedId).data ?? initialJob;
  const status: JobStatusName | 'new' = detail?.status ?? 'new';
  const organisationId = detail?.company.id ?? values.organisationId;
  const rolesHere = (me.data?.organisations ?? []).find((o) => o.id === organisationId)?.roles ?? [];
  // a publisher reads a draft to publish it, but only the organisation's recruiters write jobs
  const canEdit = rolesHere.some((r) => (RECRUITING_ROLES as readonly string[]).includes(r));
  const canPublish = publishesIn(me.data ?? undefined, organisationId);
  const autosaves = canEdit && (status === 'new' || status === 'draft');

  const validation = useMemo(() => validateJob(values), [values]);
  const serialized = useMemo(() => JSON.stringify(valuesToInput(values)), [values]);
  // what the server holds (null: nothing saved yet, so the untouched form)
  const [baseline, setBaseline] = useState<string | null>(null);
  const untouched = useMemo(
    () =>
      JSON.stringify(
        valuesToInput(
          initialValues.organisationId === ''
            ? { ...initialValues, organisationId: firstOrganisation }
            : initialValues,
        ),
      ),
    [initialValues, firstOrganisation],
  );
  const dirty = serialized !== (baseline ?? untouched);

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const [confirmSave, setConfirmSave] = useState(false);
  // what the server holds, as the form shows it: a published job's edit is told against it
  const [savedValues, setSavedValues] = useState(initialValues);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [view, setView] = useState<'form' | 'preview'>('form');

  const dirtyRef = useRef(dirty);
  const savedIdRef = useRef(savedId);
  const create = useCreateHrJob();
  const update = useUpdateHrJob();
  const publish = usePublishHrJob();
  const saving = saveState.kind === 'saving';

  const touch = useCallback((path: string) => {
    setTouched((before) => (before.has(path) ? before : new Set(before).add(path)));
  }, []);

  const set = useCallback(
    <K extends keyof JobFormValues>(key: K, value: JobFormValues[K], path?: string) => {
      setValues((before) => ({ ...before, [key]: value }));
      const at = path ?? PATH_OF[key] ?? key;
      if (path !== undefined) touch(path);
      setServerErrors((before) => {
        const kept = Object.entries(before).filter(([p]) => p !== at && !p.startsWith(`${at}.`));
        return kept.length === Object.keys(before).length ? before : Object.fromEntries(kept);
      });
    },
    [touch],
  );

  const error = (path: string): string | undefined => {
    const client = validation.errors[path];
    const message = client !== undefined && (showAll || touched.has(path)) ? client : serverErrors[path];
    return message === undefined ? undefined : t(message.key, message.values);
  };

  const locked = (key: keyof JobFormValues): boolean => {
    if (!canEdit || status === 'closed' || status === 'withdrawn') return true;
    return key === 'organisationId' && status !== 'new';
  };

  /** Saves what the form holds now; answers the job's id, or undefined when it was not saved. */
  const save = async (): Promise<string | undefined> => {
    if (validation.input === null) {
      setShowAll(true);
      return undefined;
    }
    const sent = serialized;
    setSaveState({ kind: 'saving' });
    try {
      const job =
        savedId === undefined
          ? await create.mutateAsync(validation.input)
          : await update.mutateAsync({ id: savedId, input: validation.input });
      setBaseline(sent);
      setSavedValues(jobToValues(job));
      setFailedFor(null);
      setServerErrors({});
      setSaveState({ kind: 'saved', at: new Date() });
      if (savedId === undefined) {
        // the move to the edit address is not a leaving: the blocker reads this before the next render
        savedIdRef.current = job.id;
        setSavedId(job.id);
        onCreated(job.id);
        void navigate(editPath(job.id), { replace: true });
      }
      return job.id;
    } catch (caught) {
      setFailedFor(sent);
      const body = isApiError(caught) ? caught.body : undefined;
      if (isApiError(caught, 400) && isRefusal(body) && body.fields !== undefined && body.fields.length > 0) {
        setServerErrors(serverFieldErrors(body.fields));
        setShowAll(true);
        setSaveState({ kind: 'invalid' });
      } else if (isApiError(caught, 403, 409) && isRefusal(body)) {
        setSaveState({ kind: 'refused', message: body.message });
      } else {
        setSaveState({ kind: 'failed' });
      }
      return undefined;
    }
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
    dirtyRef.current = dirty;
    savedIdRef.current = savedId;
  });

  // drafts save themselves a moment after the last change; a failed save waits for the next change
  const canAutosave = autosaves && dirty && validation.input !== null && !saving && serialized !== failedFor;
  useEffect(() => {
    if (!canAutosave) return;
    const timer = setTimeout(() => void saveRef.current(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canAutosave, serialized]);

  // leaving with changes that are not saved asks first, in the app and when the tab closes
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      nextLocation.pathname !== currentLocation.pathname &&
      !(savedIdRef.current !== undefined && nextLocation.pathname === editPath(savedIdRef.current)),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const startPublish = () => {
    setPublishError(null);
    if (validation.input === null) {
      setShowAll(true);
      setPublishError(t('recruiter.editor.publishNeedsFields'));
      return;
    }
    setConfirmPublish(true);
  };

  const confirmAndPublish = async () => {
    setConfirmPublish(false);
    const id = dirty || savedId === undefined ? await save() : savedId;
    if (id === undefined) return;
    try {
      await publish.mutateAsync(id);
      setBaseline(JSON.stringify(valuesToInput(values)));
      setSaveState({ kind: 'idle' });
      showToast(t('recruiter.editor.publishDone'), {
        label: t('recruiter.editor.publishOpenPipeline'),
        href: links.hrJob(id),
      });
    } catch (caught) {
      const body = isApiError(caught) ? caught.body : undefined;
      setPublishError(
        t('recruiter.editor.publishFailed', {
          message: isRefusal(body) ? body.message : caught instanceof Error ? caught.message : '',
        }),
      );
    }
  };

  // a published job's edit says first whom it tells: the applicants still in the running (the
  // shortlist's count also holds candidates kept from the sourcing pool, so no number is promised)
  const material = materialChanges(savedValues, values);
  const activeApplicants =
    detail === undefined
      ? 0
      : detail.stageCounts.applied +
        detail.stageCounts.shortlisted +
        detail.stageCounts.interviewing +
        detail.stageCounts.offered;
  const startSave = () => {
    if (validation.input === null) {
      setShowAll(true);
      setSaveState({ kind: 'invalid' });
      return;
    }
    setConfirmSave(true);
  };
  const confirmAndSave = () => {
    setConfirmSave(false);
    void save().then((id) => {
      if (id !== undefined && material.length > 0 && activeApplicants > 0) {
        showToast(t('recruiter.editor.saveToldApplicants'));
      }
    });
  };

  const title = status === 'new' ? t('recruiter.editor.pageTitleNew') : t('recruiter.editor.pageTitleEdit');
  usePageTitle(title);

  const company = detail?.company ?? {
    id: values.organisationId,
    name: organisations.find((o) => o.id === values.organisationId)?.name ?? '',
    logoUrl: null,
  };

  if (categories.isPending || reference.isPending)
    return <PageLoader label={t('recruiter.editor.loading')} />;
  if (categories.isError || reference.isError) {
    return (
      <ErrorState
        headingOrder={1}
        title={t('recruiter.editor.loadErrorTitle')}
        message={t('recruiter.editor.loadErrorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => {
          void categories.refetch();
          void reference.refetch();
        }}
        error={categories.error ?? reference.error}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/hr/jobs" size="sm" fw={500}>
        {t('recruiter.editor.backToJobs')}
      </Anchor>
      <PageHeader
        title={title}
        description={
          status === 'new' ? undefined : (
            <Badge variant="light" radius="sm" tt="none" component="span">
              {t(STATUS_KEYS[status])}
            </Badge>
          )
        }
        actions={
          <>
            {status === 'published' && canEdit && (
              <Button onClick={startSave} disabled={!dirty || saving} loading={saving}>
                {t('recruiter.editor.saveSaveChanges')}
              </Button>
            )}
            {(status === 'new' || status === 'draft') && canPublish && (
              <Button
                onClick={startPublish}
                disabled={saving || publish.isPending}
                loading={publish.isPending}
              >
                {t('recruiter.editor.publishAction')}
              </Button>
            )}
          </>
        }
      />

      <SaveStatus
        state={saveState}
        autosaves={autosaves}
        dirty={dirty}
        valid={validation.input !== null}
        status={status}
        onRetry={() => void save()}
      />
      {!canEdit && (
        <Alert variant="light" color="gray" role="note">
          {t('recruiter.editor.saveReadOnlyNote')}
        </Alert>
      )}
      {autosaves && !canPublish && (
        <Text size="sm" c="dimmed">
          {t('recruiter.editor.publishWaits')}
        </Text>
      )}
      {publishError !== null && (
        <Alert color="red" variant="light" role="alert">
          {publishError}
        </Alert>
      )}

      <SegmentedControl
        hiddenFrom="lg"
        aria-label={t('recruiter.editor.previewView')}
        value={view}
        onChange={(v) => setView(v === 'preview' ? 'preview' : 'form')}
        data={[
          { value: 'form', label: t('recruiter.editor.previewViewForm') },
          { value: 'preview', label: t('recruiter.editor.previewViewPreview') },
        ]}
      />

      <div className={classes.layout}>
        <div className={classes.pane} data-phone-hidden={view === 'form' ? undefined : true}>
          <JobEditorFields
            values={values}
            set={set}
            error={error}
            touch={touch}
            locked={locked}
            reference={reference.data}
            categories={categories.data.items}
            organisations={status === 'new' ? organisations : []}
          />
        </div>
        <section
          aria-label={t('recruiter.editor.previewHeading')}
          className={`${classes.pane} ${classes.preview}`}
          // it scrolls on its own beside the form: reachable by keyboard too
          tabIndex={0}
          data-phone-hidden={view === 'preview' ? undefined : true}
        >
          <Text size="sm" c="dimmed" mb="md">
            {t('recruiter.editor.previewNote')}
          </Text>
          <JobPreview
            values={values}
            jobId={savedId}
            company={company}
            categories={categories.data.items}
            reference={reference.data}
            publishedAt={detail?.publishedAt ?? null}
          />
        </section>
      </div>

      <Modal
        opened={confirmPublish}
        onClose={() => setConfirmPublish(false)}
        title={t('recruiter.editor.publishTitle')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('recruiter.editor.publishMessage')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmPublish(false)}>
              {t('recruiter.editor.publishCancel')}
            </Button>
            <Button onClick={() => void confirmAndPublish()}>{t('recruiter.editor.publishConfirm')}</Button>
          </Group>
        </Stack>
      </Modal>

      {savedId !== undefined && status !== 'new' && status !== 'draft' && (
        <JobChanges jobId={savedId} reference={reference.data} />
      )}

      <Modal
        opened={confirmSave}
        onClose={() => setConfirmSave(false)}
        title={t('recruiter.editor.saveConfirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text>
            {material.length === 0
              ? t('recruiter.editor.saveConfirmNotTold')
              : activeApplicants === 0
                ? t('recruiter.editor.saveConfirmNoApplicants', {
                    fields: formatList(
                      material.map((f) => t(MATERIAL_LABEL_KEYS[f])),
                      locale,
                    ),
                  })
                : t('recruiter.editor.saveConfirmTold', {
                    fields: formatList(
                      material.map((f) => t(MATERIAL_LABEL_KEYS[f])),
                      locale,
                    ),
                  })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('recruiter.editor.saveConfirmHistory')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmSave(false)}>
              {t('recruiter.editor.publishCancel')}
            </Button>
            <Button onClick={confirmAndSave}>{t('recruiter.editor.saveSaveChanges')}</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('recruiter.editor.leaveTitle')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('recruiter.editor.leaveMessage')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
              {t('recruiter.editor.leaveStay')}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t('recruiter.editor.leaveLeave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

interface SaveStatusProps {
  state: SaveState;
  autosaves: boolean;
  dirty: boolean;
  valid: boolean;
  status: JobStatusName | 'new';
  onRetry: () => void;
}

/** One line on where the draft stands: saving, saved at, what is missing, or why it failed. */
function SaveStatus({ state, autosaves, dirty, valid, status, onRetry }: SaveStatusProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (status === 'closed' || status === 'withdrawn') {
    return (
      <Alert variant="light" color="gray" role="note">
        {t(status === 'closed' ? 'recruiter.editor.saveClosedNote' : 'recruiter.editor.saveWithdrawnNote')}
      </Alert>
    );
  }
  const failure =
    state.kind === 'failed'
      ? t('recruiter.editor.saveFailed')
      : state.kind === 'invalid'
        ? t('recruiter.editor.saveFixFields')
        : state.kind === 'refused'
          ? t('recruiter.editor.saveRefused', { message: state.message })
          : null;
  return (
    <Stack gap="xs">
      {status === 'published' && (
        <Alert variant="light" color="brand" role="note">
          {t('recruiter.editor.savePublishedNote')}
        </Alert>
      )}
      {failure !== null ? (
        <Alert variant="light" color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{failure}</Text>
            {state.kind === 'failed' && (
              <Button size="xs" variant="default" onClick={onRetry}>
                {t('recruiter.editor.saveRetry')}
              </Button>
            )}
          </Group>
        </Alert>
      ) : (
        <Group gap="xs" role="status" aria-live="polite" mih={24}>
          {state.kind === 'saving' && <Loader size="xs" aria-hidden />}
          <Text size="sm" c="dimmed">
            {state.kind === 'saving'
              ? t('recruiter.editor.saveSaving')
              : autosaves && dirty && !valid
                ? t('recruiter.editor.saveNeedsFields')
                : state.kind === 'saved' && autosaves
                  ? t('recruiter.editor.saveSavedAt', {
                      time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(state.at),
                    })
                  : status === 'new'
                    ? t('recruiter.editor.saveNotSaved')
                    : state.kind === 'saved'
                      ? t('recruiter.editor.saveChangesSaved')
                      : ''}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
