import { Select, Stack, Text } from '@mantine/core';
import { documentInputSchema, profileDocumentTypes, type DocumentInput } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_DOCUMENTS, ACCEPT_IMAGES, FileDropZone } from '../../components/file-upload';
import type { MyProfile } from './api';
import { ChosenFile, FileLinks } from './file-entry';
import { validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { ProfileSectionCard } from './section-card';

type ProfileDocument = NonNullable<MyProfile['userDocuments']>[number];
type DocumentType = (typeof profileDocumentTypes)[number];

const TYPE_KEYS = {
  passport: 'profile.documents.typePassport',
  resident_card: 'profile.documents.typeResidentCard',
  degree: 'profile.documents.typeDegree',
  certificate: 'profile.documents.typeCertificate',
  reference_letter: 'profile.documents.typeReferenceLetter',
  other: 'profile.documents.typeOther',
} as const satisfies Record<DocumentType, string>;

const isDocumentType = (value: string): value is DocumentType =>
  (profileDocumentTypes as readonly string[]).includes(value);

/** A scan or a PDF: documents may be either. */
const ACCEPT = `${ACCEPT_DOCUMENTS},${ACCEPT_IMAGES}`;

/** The seeker's documents (passport, degree, reference letters…), each a file with its type. */
export function DocumentsSection({ documents }: { documents: readonly ProfileDocument[] }) {
  const { t } = useTranslation();
  const typeName = (type: string) => (isDocumentType(type) ? t(TYPE_KEYS[type]) : type);
  return (
    <ProfileSectionCard
      section="documents"
      labels={{
        heading: t('profile.documents.heading'),
        add: t('profile.documents.add'),
        addFirst: t('profile.documents.addFirst'),
        addTitle: t('profile.documents.addTitle'),
        editTitle: t('profile.documents.editTitle'),
        empty: t('profile.documents.empty'),
      }}
      dialogSize="md"
      items={documents}
      nameOf={(entry) =>
        `${typeName(entry.documentType)}${entry.document?.aPIFilename ? ` (${entry.document.aPIFilename})` : ''}`
      }
      renderForm={(entry, onDone) => <DocumentForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => (
        <Stack gap={2}>
          <Text fw={600}>{typeName(entry.documentType)}</Text>
          {entry.document !== null ? (
            <FileLinks file={entry.document} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('profile.files.gone')}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}

function DocumentForm({ entry, onDone }: { entry: ProfileDocument | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSectionForm<DocumentInput>('documents', entry, onDone);
  const [type, setType] = useState<string>(entry?.documentType ?? '');
  const [file, setFile] = useState<{ id: string; name: string | null } | null>(
    entry?.document?.id == null ? null : { id: entry.document.id, name: entry.document.aPIFilename ?? null },
  );
  const { errors, say } = form;
  // Save waits for a file on its way
  const [uploading, setUploading] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      validateWith<DocumentInput>(documentInputSchema, {
        documentType: type === '' ? undefined : type,
        file: file === null ? undefined : { id: file.id },
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('profile.documents.type')}
          data={profileDocumentTypes.map((value) => ({ value, label: t(TYPE_KEYS[value]) }))}
          value={type === '' ? null : type}
          onChange={(value) => setType(value ?? '')}
          error={say(errors.documentType)}
          required
          data-autofocus
        />
        <ChosenFile name={file === null ? null : (file.name ?? t('profile.files.unnamed'))} />
        <FileDropZone
          accept={ACCEPT}
          label={file === null ? t('profile.documents.upload') : t('profile.documents.uploadNew')}
          hint={t('profile.documents.hint')}
          disabled={form.pending}
          onUploadingChange={setUploading}
          onUploaded={(uploaded) => setFile({ id: uploaded.id, name: uploaded.aPIFilename ?? null })}
        />
        {(errors.file !== undefined || errors['file.id'] !== undefined) && (
          <Text size="sm" c="red" role="alert">
            {errors.file?.key === 'profile.errors.server' ? say(errors.file) : t('profile.files.required')}
          </Text>
        )}
        <FormActions failed={form.failed} pending={form.pending || uploading} onCancel={onDone} />
      </Stack>
    </form>
  );
}
