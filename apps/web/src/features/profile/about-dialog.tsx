import { Stack, Textarea, TextInput } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchProfile } from './api';
import { serverFieldErrors, validateAbout, type FieldErrors, type FieldMessage } from './form';
import { FormActions } from './form-parts';

interface AboutDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string | null;
  aboutMe: string | null;
}

/** The "About" card's editor: the headline title and the free text, checked before sending. */
export function AboutDialog({ opened, onClose, title, aboutMe }: AboutDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('profile.about.editTitle')} size="lg">
      {/* mounted only while open, so every opening starts from the saved values */}
      {opened && <AboutForm title={title} aboutMe={aboutMe} onDone={onClose} />}
    </AppModal>
  );
}

function AboutForm({
  title,
  aboutMe,
  onDone,
}: {
  title: string | null;
  aboutMe: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const patch = usePatchProfile();
  const [values, setValues] = useState({ title: title ?? '', aboutMe: aboutMe ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const say = (message: FieldMessage | undefined) =>
    message === undefined ? undefined : t(message.key, message.values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAbout(values);
    setErrors(checked.errors);
    setFailed(false);
    if (checked.patch === null) return;
    patch.mutate(checked.patch, {
      onSuccess: onDone,
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields === null) setFailed(true);
        else setErrors(fields);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.about.titleLabel')}
          description={t('profile.about.titleHint')}
          value={values.title}
          onChange={(e) => setValues({ ...values, title: e.currentTarget.value })}
          error={say(errors.title)}
          dir="auto"
          data-autofocus
        />
        <Textarea
          label={t('profile.about.aboutLabel')}
          value={values.aboutMe}
          onChange={(e) => setValues({ ...values, aboutMe: e.currentTarget.value })}
          error={say(errors.aboutMe)}
          rows={8}
          dir="auto"
        />
        <FormActions failed={failed} pending={patch.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
