import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { showToast } from '../../../lib/ui-store';
import { useAddMember } from '../api/chat';

/** "Add a colleague": the recruiter brings someone of the organisation into the conversation by e-mail. */
export function AddMemberButton({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [fullName, setFullName] = useState('');
  const [userName, setUserName] = useState('');
  const add = useAddMember();
  const close = () => {
    setOpen(false);
    add.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { channelId, fullName: fullName.trim(), userName: userName.trim() },
      {
        onSuccess: () => {
          showToast(t('messages.members.added', { name: fullName.trim() }));
          setFullName('');
          setUserName('');
          close();
        },
      },
    );
  };
  return (
    <>
      <Anchor component="button" type="button" size="xs" onClick={() => setOpen(true)}>
        {t('messages.members.add')}
      </Anchor>
      <AppModal opened={open} onClose={close} title={t('messages.members.title')} centered>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              label={t('messages.members.fullName')}
              value={fullName}
              onChange={(e) => setFullName(e.currentTarget.value)}
              required
              maxLength={200}
              data-autofocus
            />
            <TextInput
              label={t('messages.members.email')}
              type="email"
              value={userName}
              onChange={(e) => setUserName(e.currentTarget.value)}
              required
              maxLength={254}
              dir="ltr"
            />
            {add.isError && (
              <Text size="sm" c="red" role="alert">
                {t('messages.members.failed')}
              </Text>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('messages.members.cancel')}
              </Button>
              <Button type="submit" loading={add.isPending}>
                {t('messages.members.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </>
  );
}
