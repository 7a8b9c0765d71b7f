// the styles of the parts only this dialog uses
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, FileButton, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { AppModal } from '../../../components/app-modal';
import type { JsonResumeImportPlan } from '@talent/contracts';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { refusedFieldErrors } from '../../../lib/field-errors';
import { readJsonFile, UnreadableFileError, useJsonResumeImport, useJsonResumePreview } from './api';
import { describeSkipped, fieldLabelKey, fileFieldError, sectionLabelKey } from './plan-words';

interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After a successful import, with the number of changes made. */
  onImported: (changes: number) => void;
}

type Chosen = { name: string; doc: unknown };

/**
 * Import a JSON Resume file: pick it, see what would change (fields from → to, entries added, what is
 * skipped and why), then import it; nothing is written before "Import".
 */
export function ImportDialog({ opened, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [readError, setReadError] = useState<UnreadableFileError['reason'] | null>(null);
  const preview = useJsonResumePreview();
  const importing = useJsonResumeImport();

  const reset = () => {
    setChosen(null);
    setReadError(null);
    preview.reset();
    importing.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (file: File | null) => {
    reset();
    if (file === null) return;
    try {
      const doc = await readJsonFile(file);
      setChosen({ name: file.name, doc });
      preview.mutate(doc);
    } catch (caught) {
      setReadError(caught instanceof UnreadableFileError ? caught.reason : 'notJson');
    }
  };

  const plan = preview.data;
  const changes = plan === undefined ? 0 : plan.profile.length + plan.added.length;
  const runImport = () => {
    if (chosen === null) return;
    importing.mutate(chosen.doc, {
      onSuccess: (result) => {
        reset();
        onImported(result.profile.length + result.added.length);
      },
    });
  };

  // at most a few, each in words: never a path of the file
  const fields = refusedFieldErrors(preview.error)
    .slice(0, 5)
    .map((refusal) => fileFieldError(refusal, t));

  return (
    <AppModal opened={opened} onClose={close} title={t('profile.portability.importTitle')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('profile.portability.importIntro')}</Text>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={(file) => void choose(file)} accept="application/json,.json">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={16} aria-hidden />}>
                {chosen === null
                  ? t('profile.portability.chooseFile')
                  : t('profile.portability.chooseAnother')}
              </Button>
            )}
          </FileButton>
          {chosen !== null && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <bdi dir="auto">{chosen.name}</bdi>
            </Text>
          )}
        </Group>
        {readError !== null && (
          <Alert color="red" role="alert">
            {readError === 'tooBig' ? t('profile.portability.tooBig') : t('profile.portability.notJson')}
          </Alert>
        )}
        {preview.isPending && <Text c="dimmed">{t('profile.portability.reading')}</Text>}
        {preview.isError && (
          <Alert color="red" role="alert">
            <Text size="sm">
              {isApiError(preview.error, 400)
                ? t('profile.portability.notJsonResume')
                : t('profile.portability.previewFailed')}
            </Text>
            {fields.length > 0 && (
              <>
                <Text size="sm" mt={4}>
                  {t('profile.portability.badFields')}
                </Text>
                <List size="sm" mt={4}>
                  {fields.map((line, i) => (
                    <List.Item key={i}>{line}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
        {plan !== undefined && <PlanView plan={plan} />}
        {importing.isError && (
          <Alert color="red" role="alert">
            {isApiError(importing.error, 409)
              ? t('profile.portability.importConflict')
              : t('profile.portability.importFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('profile.actions.cancel')}
          </Button>
          <Button onClick={runImport} disabled={changes === 0} loading={importing.isPending}>
            {t('profile.portability.import')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

function PlanView({ plan }: { plan: JsonResumeImportPlan }) {
  const { t } = useTranslation();
  if (plan.profile.length === 0 && plan.added.length === 0 && plan.skipped.length === 0)
    return <Text>{t('profile.portability.nothing')}</Text>;
  return (
    <Stack gap="md" data-testid="import-plan">
      {plan.profile.length === 0 && plan.added.length === 0 && (
        <Text fw={600}>{t('profile.portability.nothingNew')}</Text>
      )}
      {plan.profile.length > 0 && (
        <section aria-labelledby="import-changes-heading">
          <Title order={3} size="h5" id="import-changes-heading" mb={4}>
            {t('profile.portability.changesHeading')}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('profile.portability.field')}</Table.Th>
                  <Table.Th>{t('profile.portability.from')}</Table.Th>
                  <Table.Th>{t('profile.portability.to')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.profile.map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Td>{t(fieldLabelKey(change.field))}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {change.from === null || change.from === '' ? (
                        <Text span c="dimmed" size="sm">
                          {t('profile.portability.empty')}
                        </Text>
                      ) : (
                        <Text span size="sm" lineClamp={3} dir="auto">
                          {change.from}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text span size="sm" lineClamp={3} dir="auto">
                        {change.to}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      )}
      {plan.added.length > 0 && (
        <section aria-labelledby="import-added-heading">
          <Title order={3} size="h5" id="import-added-heading" mb={4}>
            {t('profile.portability.addedHeading', { n: plan.added.length })}
          </Title>
          <List size="sm" spacing={2}>
            {plan.added.map((entry, index) => (
              <List.Item key={`${entry.section}-${index}`}>
                <Text span size="sm" c="dimmed">
                  {t(sectionLabelKey(entry.section))}:{' '}
                </Text>
                <bdi dir="auto">{entry.summary}</bdi>
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {plan.skipped.length > 0 && (
        <section aria-labelledby="import-skipped-heading">
          <Title order={3} size="h5" id="import-skipped-heading" mb={4}>
            {t('profile.portability.skippedHeading', { n: plan.skipped.length })}
          </Title>
          <List size="sm" spacing={2}>
            {plan.skipped.map((entry, index) => {
              const words = describeSkipped(entry);
              return (
                <List.Item key={`${entry.what}-${index}`}>
                  {words.kindKey !== null && (
                    <Text span size="sm" c="dimmed">
                      {t(words.kindKey)}:{' '}
                    </Text>
                  )}
                  <bdi dir="auto">{words.name}</bdi>
                  {' — '}
                  {t(words.reasonKey)}
                </List.Item>
              );
            })}
          </List>
        </section>
      )}
    </Stack>
  );
}
