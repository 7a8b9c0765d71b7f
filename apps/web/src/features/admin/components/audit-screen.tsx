import '@mantine/core/styles/Code.css';
import { ActionIcon, Button, Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { AuditEntry } from '@talent/contracts';
import { IconChevronDown, IconDownload, IconHistory } from '@tabler/icons-react';
import { Fragment, useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/date-time/day-field';
import { useSearchParams } from 'react-router';
import { iconSize } from '../../../app/theme';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useLocale } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  auditCsvUrl,
  backwardsRange,
  EMPTY_AUDIT_FILTERS,
  isValidAction,
  isValidActorId,
  readAuditAddress,
  useAuditLog,
  writeAuditAddress,
  type AuditFilters,
} from '../api/audit';
import { AdminListBody } from './admin-list';
import { AdminTable } from './admin-table';
import { BrowserName, DateTime, Ltr, NoValue } from './labels';
import classes from './admin.module.css';

/** The table's columns, the details button's included (for the details row's span). */
const COLUMNS = 7;

/** /admin/audit: the audit log, newest first, narrowed by the filters the address keeps. */
export function AdminAuditScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('admin.audit.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readAuditAddress(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<AuditFilters>) =>
      setSearchParams((prev) => writeAuditAddress({ ...readAuditAddress(prev), page: 1, ...changes })),
    [setSearchParams],
  );
  const log = useAuditLog(filters);
  const data = log.data;
  const filtered =
    filters.action !== '' ||
    filters.actorId !== '' ||
    filters.targetId !== '' ||
    filters.from !== '' ||
    filters.to !== '';

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.audit.title')}
        description={
          data === undefined
            ? undefined
            : t('admin.audit.total', { count: data.total, formatParams: { count: { locale } } })
        }
        actions={
          <Button
            component="a"
            href={auditCsvUrl(filters)}
            download
            variant="default"
            leftSection={<IconDownload size={iconSize.sm} aria-hidden />}
          >
            {t('admin.audit.downloadCsv')}
          </Button>
        }
      />
      {/* a new address (back, a link) starts the form again from it */}
      <FiltersForm key={searchParams.toString()} filters={filters} onApply={update} />
      <AdminListBody
        list={log}
        errorTitle={t('admin.audit.errorTitle')}
        loadingLabel={t('admin.audit.loading')}
        page={filters.page}
        paginationLabel={t('admin.audit.pagination')}
        onPage={(page) => update({ page })}
        empty={() => (
          <EmptyState
            icon={IconHistory}
            title={filtered ? t('admin.audit.noMatchTitle') : t('admin.audit.emptyTitle')}
            action={
              filtered ? (
                <Button variant="default" onClick={() => setSearchParams(new URLSearchParams())}>
                  {t('admin.audit.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        )}
      >
        {(entries, busy) => <AuditTable entries={entries} busy={busy} />}
      </AdminListBody>
    </Stack>
  );
}

/** The filters: typed ones apply with the button (or Enter), each checked before it is sent. */
function FiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (changes: Partial<AuditFilters>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const set = (changes: Partial<AuditFilters>) => setDraft((d) => ({ ...d, ...changes }));
  const actionError = isValidAction(draft.action) ? undefined : t('admin.audit.actionInvalid');
  const actorError = isValidActorId(draft.actorId) ? undefined : t('admin.audit.actorInvalid');
  const rangeError = backwardsRange(draft.from, draft.to) ? t('admin.audit.rangeBackwards') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (actionError !== undefined || actorError !== undefined || rangeError !== undefined) return;
    onApply({
      action: draft.action.trim(),
      actorId: draft.actorId.trim(),
      targetId: draft.targetId.trim(),
      from: draft.from,
      to: draft.to,
    });
  };
  return (
    <form onSubmit={submit} aria-label={t('admin.audit.filtersLabel')} role="search">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 12rem' }}
          label={t('admin.audit.actionLabel')}
          description={t('admin.audit.actionHint')}
          value={draft.action}
          maxLength={60}
          dir="ltr"
          autoCapitalize="off"
          spellCheck={false}
          error={actionError}
          onChange={(event) => set({ action: event.currentTarget.value.trim() })}
        />
        <TextInput
          style={{ flex: '1 1 16rem' }}
          label={t('admin.audit.actorLabel')}
          description={t('admin.audit.actorHint')}
          value={draft.actorId}
          maxLength={36}
          dir="ltr"
          spellCheck={false}
          error={actorError}
          onChange={(event) => set({ actorId: event.currentTarget.value.trim() })}
        />
        <TextInput
          style={{ flex: '1 1 16rem' }}
          label={t('admin.audit.targetLabel')}
          description={t('admin.audit.targetHint')}
          value={draft.targetId}
          maxLength={254}
          dir="ltr"
          spellCheck={false}
          onChange={(event) => set({ targetId: event.currentTarget.value })}
        />
        <DayField
          label={t('admin.audit.fromLabel')}
          value={draft.from}
          onChange={(day) => set({ from: day })}
          clearable
        />
        <DayField
          label={t('admin.audit.toLabel')}
          value={draft.to}
          error={rangeError}
          onChange={(day) => set({ to: day })}
          clearable
        />
      </Group>
      <Group gap="sm" mt="sm">
        <Button type="submit">{t('admin.audit.apply')}</Button>
        <Button variant="default" onClick={() => onApply({ ...EMPTY_AUDIT_FILTERS })}>
          {t('admin.audit.clearFilters')}
        </Button>
      </Group>
    </form>
  );
}

function AuditTable({ entries, busy }: { entries: readonly AuditEntry[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <AdminTable caption={t('admin.audit.tableCaption')} minWidth="54rem" busy={busy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('admin.audit.colTime')}</Table.Th>
          <Table.Th scope="col">{t('admin.audit.colActor')}</Table.Th>
          <Table.Th scope="col">{t('admin.audit.colAction')}</Table.Th>
          <Table.Th scope="col">{t('admin.audit.colTarget')}</Table.Th>
          <Table.Th scope="col">{t('admin.audit.colIp')}</Table.Th>
          <Table.Th scope="col">{t('admin.audit.colBrowser')}</Table.Th>
          <Table.Th scope="col">{t('admin.audit.colDetails')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}

/** One entry, and under it (once opened) its details as JSON. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const details = entry.requestId === null ? entry.details : { ...entry.details, requestId: entry.requestId };
  const empty = Object.keys(details).length === 0;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td className={classes.nowrap}>
          <DateTime value={entry.at} />
        </Table.Td>
        <Table.Td className={classes.breakable}>
          {entry.actor === null ? (
            <NoValue />
          ) : (
            <Stack gap={0}>
              <bdi>{entry.actor.fullName}</bdi>
              <Text span size="xs" c="dimmed">
                <Ltr>{entry.actor.email}</Ltr>
              </Text>
            </Stack>
          )}
        </Table.Td>
        <Table.Td>
          <Code>{entry.action}</Code>
        </Table.Td>
        <Table.Td className={classes.breakable}>
          <Stack gap={0}>
            <Text span size="xs" c="dimmed">
              {entry.targetType}
            </Text>
            <Ltr>{entry.targetId}</Ltr>
          </Stack>
        </Table.Td>
        <Table.Td className={classes.nowrap}>
          {entry.ip === null ? <NoValue /> : <Ltr>{entry.ip}</Ltr>}
        </Table.Td>
        <Table.Td>
          <BrowserName userAgent={entry.userAgent} />
        </Table.Td>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={t(open ? 'admin.audit.hideDetails' : 'admin.audit.showDetails', {
              action: entry.action,
              time: formatDateTime(entry.at, locale),
            })}
            onClick={() => setOpen((o) => !o)}
          >
            <IconChevronDown
              size={iconSize.sm}
              aria-hidden
              className={classes.expandIcon}
              data-expanded={open}
            />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr id={detailsId} className={classes.detailsRow}>
          <Table.Td colSpan={COLUMNS}>
            {empty ? (
              <Text size="sm" c="dimmed">
                {t('admin.audit.noDetails')}
              </Text>
            ) : (
              <pre className={classes.details}>{JSON.stringify(details, null, 2)}</pre>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
