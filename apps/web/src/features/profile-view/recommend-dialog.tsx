import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { RECOMMENDATION_MAX, RECOMMENDATION_MIN, writeRecommendationBodySchema } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { useWriteRecommendation } from './api';

type Problem = 'tooShort' | 'tooLong' | 'controlCharacters' | 'waiting' | 'closed' | 'failed';

/** What the contract (the server's own check) says about a text, as one problem or none. */
export function checkRecommendation(description: string): Problem | null {
  const result = writeRecommendationBodySchema.safeParse({ description });
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_small') return 'tooShort';
  if (issue?.code === 'too_big') return 'tooLong';
  return 'controlCharacters';
}

/** The dialog in which a signed-in visitor writes a recommendation; the owner approves it before others see it. */
export function RecommendDialog({
  subject,
  name,
  opened,
  onClose,
  onSent,
}: {
  subject: string;
  name: string;
  opened: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('profileView.recommend.title', { name })} size="lg">
      {opened && <RecommendForm subject={subject} onClose={onClose} onSent={onSent} />}
    </AppModal>
  );
}

function RecommendForm({
  subject,
  onClose,
  onSent,
}: {
  subject: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const write = useWriteRecommendation(subject);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const messages: Record<Problem, string> = {
    tooShort: t('profileView.recommend.tooShort', { min: RECOMMENDATION_MIN }),
    tooLong: t('profileView.recommend.tooLong', { max: RECOMMENDATION_MAX }),
    controlCharacters: t('profileView.recommend.controlCharacters'),
    waiting: t('profileView.recommend.waiting'),
    closed: t('profileView.recommend.closed'),
    failed: t('profileView.recommend.failed'),
  };
  const fieldProblem = problem === 'tooShort' || problem === 'tooLong' || problem === 'controlCharacters';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRecommendation(text);
    setProblem(found);
    if (found !== null) return;
    write.mutate(
      { description: text.trim() },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (isApiError(error, 409)) setProblem('waiting');
          else if (isApiError(error, 404)) setProblem('closed');
          else if (isApiError(error, 400)) setProblem(checkRecommendation(text) ?? 'controlCharacters');
          else setProblem('failed');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('profileView.recommend.label')}
          description={t('profileView.recommend.hint', {
            min: RECOMMENDATION_MIN,
            max: RECOMMENDATION_MAX,
            length: text.trim().length,
          })}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (fieldProblem) setProblem(null);
          }}
          error={fieldProblem ? messages[problem] : undefined}
          rows={8}
          required
          dir="auto"
          data-autofocus
        />
        {problem !== null && !fieldProblem && (
          <Alert color={problem === 'waiting' ? 'yellow' : 'red'} role="alert">
            {messages[problem]}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('profileView.recommend.cancel')}
          </Button>
          <Button type="submit" loading={write.isPending}>
            {t('profileView.recommend.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
