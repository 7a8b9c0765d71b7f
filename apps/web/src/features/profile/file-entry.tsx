import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../app/theme';
import type { ProfileFile } from './api';
import { downloadUrlOf, formatFileSize } from './files-api';

/** A stored file in a list: its name, size, and links to open and download it. */
export function FileLinks({ file }: { file: ProfileFile }) {
  const { t, i18n } = useTranslation();
  const name = file.aPIFilename ?? t('profile.files.unnamed');
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{name}</bdi>
        {file.aPISize != null && ` · ${formatFileSize(file.aPISize, i18n.language)}`}
      </Text>
      <Anchor
        href={file.aPIURL}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-label={t('profile.files.openNamed', { name })}
        style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
      >
        <IconExternalLink size={iconSize.sm} aria-hidden />
        {t('profile.files.open')}
      </Anchor>
      {file.id !== null && (
        <Anchor
          href={downloadUrlOf(file.id)}
          download
          size="sm"
          aria-label={t('profile.files.downloadNamed', { name })}
          style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
        >
          <IconDownload size={iconSize.sm} aria-hidden />
          {t('profile.files.download')}
        </Anchor>
      )}
    </Group>
  );
}

/** In a form: the file chosen so far (uploaded, not yet saved), or the saved one. */
export function ChosenFile({ name }: { name: string | null }) {
  const { t } = useTranslation();
  if (name === null) return null;
  return (
    <Text size="sm" data-testid="chosen-file" style={{ overflowWrap: 'anywhere' }}>
      {t('profile.files.chosen')} <bdi>{name}</bdi>
    </Text>
  );
}
