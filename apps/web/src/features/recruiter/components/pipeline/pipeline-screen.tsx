import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Progress.css';
import { Anchor, Badge, Box, Group, Pagination, RangeSlider, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type HrJobDetail, type HrJobStage, hrJobStages, type PipelineStageCounts } from '@talent/contracts';
import { IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { ListDetailSplit } from '../../../../components/list-detail-split';
import { PageHeader } from '../../../../components/page-header';
import { PageLoader } from '../../../../components/page-loader';
import { isApiError } from '../../../../lib/api-client';
import { useLocale } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/ui-store';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useHrJob } from '../../api/job';
import { PIPELINE_PAGE_SIZE, type StageRow, useStage } from '../../api/pipeline';
import { isAnonymisedSubject } from '../candidate/anonymised';
import { CandidatePanel } from '../candidate/candidate-panel';
import { CandidateRow } from './candidate-row';
import { JOB_STATUS_LABEL_KEYS, STAGE_LABEL_KEYS } from './labels';
import { MoveMenu, movesOf, standingQuery } from './move-menu';
import { createMoveChannel, MOVE_REFUSAL_KEYS, moveActionFor, MoveChannelContext } from './moves';
import classes from './pipeline.module.css';

/** The candidates at each stage now, from the job's counts; the sourcing pool is counted by its own list. */
function stageCount(stage: HrJobStage, counts: PipelineStageCounts): number | null {
  switch (stage) {
    case 'sourcing':
      return null;
    case 'applicants':
      return counts.applied;
    case 'invitations':
      return counts.invited;
    case 'shortlist':
      return counts.shortlisted;
    case 'interviews':
      return counts.interviewing;
    case 'offers':
      return counts.offered;
    case 'hired':
      return counts.hired;
    case 'rejected':
      return counts.rejected;
  }
}

const percentParam = (value: string | null, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : fallback;
};

export interface PipelineAddress {
  stage: HrJobStage;
  page: number;
  minFit: number;
  maxFit: number;
  candidate: string | null;
}

/** The stage, page, fit range and open candidate, from the address (`?stage=sourcing&min=60&page=2&candidate=…`). */
export function readPipelineAddress(params: URLSearchParams): PipelineAddress {
  const stage = hrJobStages.find((s) => s === params.get('stage')) ?? 'sourcing';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const minFit = percentParam(params.get('minFit'), 0);
  const maxFit = Math.max(minFit, percentParam(params.get('maxFit'), 100));
  return {
    stage,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    minFit,
    maxFit,
    candidate: params.get('candidate'),
  };
}

export function writePipelineAddress(a: PipelineAddress): URLSearchParams {
  const params = new URLSearchParams({ stage: a.stage });
  if (a.stage === 'sourcing' && a.minFit > 0) params.set('minFit', String(a.minFit));
  if (a.stage === 'sourcing' && a.maxFit < 100) params.set('maxFit', String(a.maxFit));
  if (a.page > 1) params.set('page', String(a.page));
  if (a.candidate !== null) params.set('candidate', a.candidate);
  return params;
}

/** The sourcing pool's min/max fit: the slider moves at once, the address (and the call) after a pause. */
function FitRange({
  min,
  max,
  onChange,
}: {
  min: number;
  max: number;
  onChange: (range: [number, number]) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [value, setValue] = useState<[number, number]>([min, max]);
  // the address changed under the slider (back, a link): follow it
  const [shown, setShown] = useState<[number, number]>([min, max]);
  if (shown[0] !== min || shown[1] !== max) {
    setShown([min, max]);
    setValue([min, max]);
  }
  const commit = useDebouncedCallback(onChange, 400);
  const percent = (n: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(n / 100);

  return (
    <Stack gap={4} className={classes.range}>
      <Text size="sm" fw={600} id="pipeline-fit-range">
        {t('recruiter.pipeline.fitRange', { min: percent(value[0]), max: percent(value[1]) })}
      </Text>
      <RangeSlider
        aria-labelledby="pipeline-fit-range"
        thumbFromLabel={t('recruiter.pipeline.fitMin')}
        thumbToLabel={t('recruiter.pipeline.fitMax')}
        min={0}
        max={100}
        step={5}
        minRange={0}
        value={value}
        label={percent}
        onChange={(next) => {
          setValue(next);
          commit(next);
        }}
        mb="sm"
      />
    </Stack>
  );
}

/** A card being dragged, and the stages it may go to once its standing is known. */
interface Drag {
  row: StageRow;
  allowed: HrJobStage[] | null;
}

function StageList({
  job,
  address,
  hrefOf,
  drag,
  onDragStart,
  onDragEnd,
  onMove,
}: {
  job: HrJobDetail;
  address: PipelineAddress;
  hrefOf: (a: Partial<PipelineAddress>) => string;
  drag: Drag | null;
  onDragStart: (row: StageRow) => void;
  onDragEnd: () => void;
  onMove: (row: StageRow, stage: HrJobStage) => void;
}) {
  const { t } = useTranslation();
  const query = useStage(job.id, address.stage, address);
  const data = query.data;
  const pages = data === undefined ? 0 : Math.ceil(data.total / PIPELINE_PAGE_SIZE);
  const [, setParams] = useSearchParams();

  if (query.isPending) return <PageLoader label={t('recruiter.pipeline.loading')} />;
  if (data === undefined)
    return (
      <ErrorState
        title={t('recruiter.pipeline.errorTitle')}
        message={t('recruiter.pipeline.errorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void query.refetch()}
        error={query.error}
      />
    );
  return (
    <Stack gap="sm">
      <Text role="status" size="sm" fw={600}>
        {t('recruiter.pipeline.total', { count: data.total })}
      </Text>
      {data.rows.length === 0 ? (
        <EmptyState
          icon={IconUsers}
          headingOrder={3}
          title={t('recruiter.pipeline.emptyTitle')}
          message={t(
            address.stage === 'sourcing'
              ? 'recruiter.pipeline.emptySourcing'
              : 'recruiter.pipeline.emptyStage',
          )}
        />
      ) : (
        <ul className={classes.list} aria-busy={query.isFetching}>
          {data.rows.map((row) => (
            <li key={row.key}>
              <CandidateRow
                row={row}
                to={hrefOf({ candidate: row.subject })}
                selected={row.subject === address.candidate}
                onDragStart={onDragStart}
                onDragEnd={onDragEnd}
                dragging={drag?.row.key === row.key}
                menu={
                  <MoveMenu
                    row={row}
                    jobId={job.id}
                    jobStatus={job.status}
                    current={address.stage}
                    onMove={onMove}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={t('recruiter.pipeline.pagination')}>
          <Pagination
            total={pages}
            value={Math.min(address.page, pages)}
            onChange={(page) => setParams(writePipelineAddress({ ...address, page, candidate: null }))}
            getItemProps={(p) => ({ 'aria-label': t('jobs.list.pageLabel', { page: p }) })}
            getControlProps={(control) => {
              if (control === 'previous') return { 'aria-label': t('jobs.list.previousPage') };
              if (control === 'next') return { 'aria-label': t('jobs.list.nextPage') };
              return {};
            }}
            size="sm"
          />
        </Box>
      )}
    </Stack>
  );
}

/** Scrolls a stage's tab into its bar's view (the bar scrolls sideways when the tabs do not fit). */
function showTab(tab: Element | null | undefined): void {
  // jsdom has no layout to scroll
  if (tab instanceof HTMLElement && typeof tab.scrollIntoView === 'function')
    tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** /hr/jobs/:jobId: the job's head, its stages as tabs with counts, a stage's candidates, one candidate's panel. */
export function JobPipelineScreen({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const address = readPipelineAddress(params);
  const job = useHrJob(jobId);
  usePageTitle(job.data?.title ?? t('recruiter.pipeline.title'));
  const client = useQueryClient();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [over, setOver] = useState<HrJobStage | null>(null);
  const [moves] = useState(createMoveChannel);
  const tabs = useRef<HTMLDivElement>(null);
  const loaded = job.data !== undefined;
  // an anonymised candidate's panel shows what their row in the list says (the same call as the
  // list's, made once): the server has nothing more to tell of them
  const knownRows = useStage(jobId, address.stage, address, {
    enabled: loaded && address.candidate !== null && isAnonymisedSubject(address.candidate),
  });
  // the tabs scroll sideways when they do not fit: the selected one is kept in view (a stage opened
  // from its address or by a drop), and so is the one the keyboard moves to (Mantine focuses it
  // without scrolling)
  useEffect(() => {
    showTab(tabs.current?.querySelector('[aria-selected="true"]'));
  }, [address.stage, loaded]);

  const hrefOf = (change: Partial<PipelineAddress>) =>
    `?${writePipelineAddress({ ...address, ...change }).toString()}`;
  const setStage = (stage: HrJobStage) =>
    setParams(writePipelineAddress({ stage, page: 1, minFit: 0, maxFit: 100, candidate: null }));

  if (job.isPending) return <PageLoader label={t('recruiter.pipeline.loadingJob')} />;
  if (job.data === undefined) {
    const notFound = isApiError(job.error, 400, 404);
    return (
      <Stack gap="md" align="flex-start">
        <ErrorState
          headingOrder={1}
          title={t(notFound ? 'recruiter.pipeline.jobNotFound' : 'recruiter.pipeline.jobErrorTitle')}
          message={t('recruiter.pipeline.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void job.refetch()}
          error={job.error}
        />
        <Anchor component={Link} to="/hr/jobs">
          {t('recruiter.pipeline.backToJobs')}
        </Anchor>
      </Stack>
    );
  }
  const data = job.data;
  const counts = data.stageCounts;

  /**
   * Moves a candidate to a stage, if where they stand allows it: their panel opens and does it (at
   * once, or through its dialog); otherwise a toast says why and nothing changes.
   */
  const moveTo = async (row: StageRow, stage: HrJobStage) => {
    if (stage === address.stage) return;
    let standing;
    try {
      standing = (await client.fetchQuery(standingQuery(row.subject, data.id))).job;
    } catch {
      showToast(t('recruiter.pipeline.moveFailed'));
      return;
    }
    const action = standing === null ? null : moveActionFor(stage, standing, data.status);
    if (action === null) {
      showToast(t(MOVE_REFUSAL_KEYS[stage], { name: row.fullName, stage: t(STAGE_LABEL_KEYS[stage]) }));
      return;
    }
    setParams(writePipelineAddress({ ...address, candidate: row.subject }), { preventScrollReset: true });
    moves.ask(row.subject, action);
  };
  const onMove = (row: StageRow, stage: HrJobStage) => void moveTo(row, stage);

  const startDrag = (row: StageRow) => {
    setDrag({ row, allowed: null });
    // the tabs show where the card may go once the candidate's standing is read
    client
      .fetchQuery(standingQuery(row.subject, data.id))
      .then((answer) => {
        const allowed = movesOf(answer, data.status, address.stage) ?? [];
        setDrag((d) => (d?.row.key === row.key ? { row, allowed } : d));
      })
      .catch(() => undefined);
  };
  const endDrag = () => {
    setDrag(null);
    setOver(null);
  };
  /** A stage's tab as a drop target while a card of another stage is dragged. */
  const dropProps = (stage: HrJobStage) => {
    if (drag === null || stage === address.stage) return {};
    return {
      'data-drop': drag.allowed === null ? 'unknown' : drag.allowed.includes(stage) ? 'allowed' : 'refused',
      'data-over': over === stage,
      onDragOver: (event: DragEvent) => {
        // a refused stage takes the drop too, to say why
        event.preventDefault();
        const transfer = event.dataTransfer as DataTransfer | null;
        if (transfer !== null) transfer.dropEffect = 'move';
        if (over !== stage) setOver(stage);
      },
      onDragLeave: () => setOver((o) => (o === stage ? null : o)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const row = drag.row;
        endDrag();
        onMove(row, stage);
      },
    };
  };

  const detail =
    address.candidate === null ? null : (
      <CandidatePanel
        key={address.candidate}
        subject={address.candidate}
        job={data}
        headingOrder={2}
        closeHref={hrefOf({ candidate: null })}
        known={knownRows.data?.rows.find((row) => row.subject === address.candidate)}
      />
    );

  return (
    <MoveChannelContext value={moves}>
      <Stack gap="md">
        <Anchor component={Link} to="/hr/jobs" size="sm" fw={500}>
          {t('recruiter.pipeline.backToJobs')}
        </Anchor>
        <PageHeader
          title={<span dir="auto">{data.title}</span>}
          description={
            <Group component="span" gap="xs" wrap="wrap">
              <Badge component="span" variant="light" tt="none">
                {t(JOB_STATUS_LABEL_KEYS[data.status])}
              </Badge>
            </Group>
          }
        />
        <Tabs
          value={address.stage}
          onChange={(v) => v !== null && setStage(v as HrJobStage)}
          keepMounted={false}
        >
          <Tabs.List
            ref={tabs}
            className={classes.tabs}
            aria-label={t('recruiter.pipeline.stages')}
            onFocus={(event) => showTab(event.target)}
          >
            {hrJobStages.map((stage) => {
              const count = stageCount(stage, counts);
              return (
                <Tabs.Tab
                  key={stage}
                  value={stage}
                  className={classes.tab}
                  {...dropProps(stage)}
                  rightSection={
                    count === null ? undefined : (
                      <Badge size="sm" variant="light" circle={count < 10}>
                        {count}
                      </Badge>
                    )
                  }
                >
                  {t(STAGE_LABEL_KEYS[stage])}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {hrJobStages.map((stage) => (
            <Tabs.Panel key={stage} value={stage} pt="md">
              {stage === address.stage && (
                <Stack gap="md">
                  {stage === 'sourcing' && (
                    <FitRange
                      min={address.minFit}
                      max={address.maxFit}
                      onChange={([minFit, maxFit]) =>
                        setParams(
                          writePipelineAddress({ ...address, minFit, maxFit, page: 1, candidate: null }),
                        )
                      }
                    />
                  )}
                  <ListDetailSplit
                    listLabel={t(STAGE_LABEL_KEYS[stage])}
                    narrow="overlay"
                    detailLabel={t('recruiter.candidate.title')}
                    onCloseDetail={() =>
                      setParams(writePipelineAddress({ ...address, candidate: null }), {
                        preventScrollReset: true,
                      })
                    }
                    list={
                      <StageList
                        job={data}
                        address={address}
                        hrefOf={hrefOf}
                        drag={drag}
                        onDragStart={startDrag}
                        onDragEnd={endDrag}
                        onMove={onMove}
                      />
                    }
                    detail={detail}
                  />
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </MoveChannelContext>
  );
}
