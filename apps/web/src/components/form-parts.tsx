/**
 * The parts the forms of the sign-in pages and of the account share: the answer to a submit
 * (FormFeedback), a settings form with its submit button (SettingsForm) and the named section
 * that holds one (SettingsSection).
 */
import { Alert, Button, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { useId, type FormEvent, type ReactNode } from 'react';

interface FormFeedbackProps {
  /** Why the last submit was refused, in words (an alert); null for none. */
  error: string | null;
  /** What the last submit did (a polite status): "saved", "sent"...; null for nothing to say. */
  done?: ReactNode;
  doneClassName?: string;
}

/**
 * The answer to a form's last submit, above its fields: the refusal as an alert (read out at once),
 * or what was done as a status (read out politely).
 */
export function FormFeedback({ error, done = null, doneClassName }: FormFeedbackProps) {
  return (
    <>
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {done !== null && done !== false && (
        <Alert color="green" variant="light" role="status" className={doneClassName}>
          {done}
        </Alert>
      )}
    </>
  );
}

interface SettingsFormProps extends FormFeedbackProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The submit is on its way: its button shows it (and the form ignores another). */
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A form of the account's settings (name, sign-in address, password, preferences): the answer to its
 * last submit (FormFeedback), its fields, and the submit button, busy while the change is sent. The
 * browser's own validation is off: the form says what is wrong, in words, by the fields.
 */
export function SettingsForm({ onSubmit, busy, submitLabel, children, ...feedback }: SettingsFormProps) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md" maw="28rem">
        <FormFeedback {...feedback} />
        {children}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface SettingsSectionProps {
  title: string;
  /** 2: a section of the page; 3: one inside a card of it. */
  level: 2 | 3;
  /** What the section is for, under its heading. */
  intro?: string;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A section of the account's pages, named by its heading (for screen readers' landmarks). */
export function SettingsSection({ title, level, intro, gap = 'sm', children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap={gap}>
      <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={headingId}>
        {title}
      </Title>
      {intro !== undefined && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  );
}
