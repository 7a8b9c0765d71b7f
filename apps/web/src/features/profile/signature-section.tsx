import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { signatureInputSchema, type SignatureInput } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_IMAGES, FileDropZone } from '../../components/file-upload';
import type { MyProfile } from './api';
import { ChosenFile } from './file-entry';
import { validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { ProfileSectionCard } from './section-card';

type Signature = NonNullable<MyProfile['userSignatures']>[number];

/** The fonts a typed signature may be shown in: a stored name, and the font stack it stands for. */
export const SIGNATURE_FONTS = {
  handwriting: '"Segoe Script", "Brush Script MT", "Snell Roundhand", cursive',
  classic: 'Georgia, "Times New Roman", serif',
  plain: 'var(--mantine-font-family)',
} as const;
type SignatureFont = keyof typeof SIGNATURE_FONTS;
const FONT_KEYS = {
  handwriting: 'profile.signatures.fontHandwriting',
  classic: 'profile.signatures.fontClassic',
  plain: 'profile.signatures.fontPlain',
} as const satisfies Record<SignatureFont, string>;

const IMAGE_STYLE = { display: 'block', maxInlineSize: 240, maxBlockSize: 96, objectFit: 'contain' } as const;

const fontStackOf = (font: string | null): string =>
  font !== null && font in SIGNATURE_FONTS
    ? SIGNATURE_FONTS[font as SignatureFont]
    : SIGNATURE_FONTS.handwriting;

/** The seeker's signatures: an image of one, or a name typed in a chosen font. */
export function SignatureSection({ signatures }: { signatures: readonly Signature[] }) {
  const { t } = useTranslation();
  return (
    <ProfileSectionCard
      section="signatures"
      labels={{
        heading: t('profile.signatures.heading'),
        add: t('profile.signatures.add'),
        addFirst: t('profile.signatures.addFirst'),
        addTitle: t('profile.signatures.addTitle'),
        editTitle: t('profile.signatures.editTitle'),
        empty: t('profile.signatures.empty'),
      }}
      dialogSize="md"
      items={signatures}
      nameOf={(entry) => entry.title}
      renderForm={(entry, onDone) => <SignatureForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => (
        <Stack gap={4}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{entry.title}</bdi>
          </Text>
          {entry.img !== null ? (
            <img
              src={entry.img.aPIURL}
              alt={t('profile.signatures.imageAlt', { title: entry.title })}
              style={IMAGE_STYLE}
            />
          ) : (
            entry.text !== null && (
              <Text
                size="xl"
                dir="auto"
                data-testid="typed-signature"
                style={{ fontFamily: fontStackOf(entry.font), overflowWrap: 'anywhere' }}
              >
                {entry.text}
              </Text>
            )
          )}
        </Stack>
      )}
    />
  );
}

function SignatureForm({ entry, onDone }: { entry: Signature | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSectionForm<SignatureInput>('signatures', entry, onDone);
  const [title, setTitle] = useState(entry?.title ?? '');
  const [mode, setMode] = useState<'text' | 'image'>(entry?.img != null ? 'image' : 'text');
  const [text, setText] = useState(entry?.text ?? '');
  const [font, setFont] = useState<SignatureFont>(
    entry?.font != null && entry.font in SIGNATURE_FONTS ? (entry.font as SignatureFont) : 'handwriting',
  );
  const [image, setImage] = useState<{ id: string; url: string; name: string | null } | null>(
    entry?.img?.id == null
      ? null
      : { id: entry.img.id, url: entry.img.aPIURL, name: entry.img.aPIFilename ?? null },
  );
  const { errors, say } = form;
  // Save waits for a file on its way
  const [uploading, setUploading] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith<SignatureInput>(
      signatureInputSchema,
      mode === 'image'
        ? { title, img: image === null ? null : { id: image.id }, text: undefined, font: undefined }
        : { title, img: null, text: text.trim() === '' ? undefined : text, font },
    );
    // "an image or a text" is said on the text: without one, that field is simply missing
    if (mode === 'text' && text.trim() === '' && checked.errors.text !== undefined)
      checked.errors.text = { key: 'profile.errors.required' };
    form.submit(checked);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.signatures.title')}
          description={t('profile.signatures.titleHint')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={say(errors.title)}
          required
          dir="auto"
          data-autofocus
        />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'image' ? 'image' : 'text')}
          data={[
            { value: 'text', label: t('profile.signatures.typed') },
            { value: 'image', label: t('profile.signatures.image') },
          ]}
          aria-label={t('profile.signatures.kind')}
        />
        {mode === 'text' ? (
          <>
            <TextInput
              label={t('profile.signatures.text')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={say(errors.text)}
              dir="auto"
            />
            <Select
              label={t('profile.signatures.font')}
              data={(Object.keys(SIGNATURE_FONTS) as SignatureFont[]).map((value) => ({
                value,
                label: t(FONT_KEYS[value]),
              }))}
              value={font}
              onChange={(value) =>
                value !== null && value in SIGNATURE_FONTS && setFont(value as SignatureFont)
              }
              allowDeselect={false}
            />
            {text.trim() !== '' && (
              <Text
                size="xl"
                dir="auto"
                style={{ fontFamily: SIGNATURE_FONTS[font], overflowWrap: 'anywhere' }}
              >
                {text}
              </Text>
            )}
          </>
        ) : (
          <>
            {image !== null && (
              <>
                <img src={image.url} alt={t('profile.signatures.preview')} style={IMAGE_STYLE} />
                <ChosenFile name={image.name} />
              </>
            )}
            <FileDropZone
              accept={ACCEPT_IMAGES}
              label={image === null ? t('profile.signatures.upload') : t('profile.signatures.uploadNew')}
              hint={t('profile.signatures.hint')}
              disabled={form.pending}
              onUploadingChange={setUploading}
              onUploaded={(uploaded) =>
                setImage({ id: uploaded.id, url: uploaded.aPIURL, name: uploaded.aPIFilename ?? null })
              }
            />
            {errors.text !== undefined && image === null && (
              <Text size="sm" c="red" role="alert">
                {t('profile.files.required')}
              </Text>
            )}
          </>
        )}
        <FormActions failed={form.failed} pending={form.pending || uploading} onCancel={onDone} />
      </Stack>
    </form>
  );
}
