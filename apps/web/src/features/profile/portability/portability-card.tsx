import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport, IconPrinter, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyProfile } from '../api';
import { useJsonResumeDownload } from './api';
import { ImportDialog } from './import-dialog';
import { PrefillDialog } from './prefill-dialog';

/** The résumé file when it is a PDF: the only kind whose text the server reads. */
export function pdfResumeOf(profile: MyProfile): string | null {
  const file = profile.resume;
  if (file?.id == null) return null;
  const pdf = file.aPIContentType === 'application/pdf' || /\.pdf$/iu.test(file.aPIFilename ?? '');
  return pdf ? file.id : null;
}

/** /profile's "Export and import" card: JSON Resume out and in, and the printable résumé. */
export function PortabilityCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const download = useJsonResumeDownload(profile.userProfile.fullName);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<number | null>(null);
  const [prefilling, setPrefilling] = useState(false);
  const [prefilled, setPrefilled] = useState<number | null>(null);
  const resumeId = pdfResumeOf(profile);
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="profile-portability-heading">
      <Title order={2} size="h4" id="profile-portability-heading" mb={4}>
        {t('profile.portability.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('profile.portability.intro')}
      </Text>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('profile.portability.download')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => {
              setImported(null);
              setImporting(true);
            }}
          >
            {t('profile.portability.openImport')}
          </Button>
          <Button
            component={Link}
            to="/profile/resume"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('profile.portability.printable')}
          </Button>
          {resumeId !== null && (
            <Button
              variant="default"
              leftSection={<IconSparkles size={16} aria-hidden />}
              onClick={() => {
                setPrefilled(null);
                setPrefilling(true);
              }}
            >
              {t('profile.prefill.open')}
            </Button>
          )}
        </Group>
        {download.isError && (
          <Alert color="red" role="alert">
            {t('profile.portability.downloadFailed')}
          </Alert>
        )}
        {prefilled !== null && (
          <Alert color="green" role="status">
            {t('profile.prefill.done', { n: prefilled })}
          </Alert>
        )}
        {imported !== null && (
          <Alert color="green" role="status">
            {t('profile.portability.imported', { n: imported })}
          </Alert>
        )}
      </Stack>
      <ImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={(changes) => {
          setImporting(false);
          setImported(changes);
        }}
      />
      {resumeId !== null && (
        <PrefillDialog
          opened={prefilling}
          onClose={() => setPrefilling(false)}
          fileId={resumeId}
          onAdded={(count) => {
            setPrefilling(false);
            setPrefilled(count);
          }}
        />
      )}
    </Card>
  );
}
