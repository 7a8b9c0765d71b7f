import '@mantine/core/styles/Switch.css';
import { Alert, Card, NativeSelect, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { userSettingInputSchema, type UserSettingInput } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { useSectionWrite, type MyProfile } from './api';
import { validateWith } from './form';
import { PrivateNote } from './medical-info-section';
import { useProfileReference } from './reference';

type UserSetting = NonNullable<MyProfile['userSettings']>[number];

/**
 * How each setting key is shown (decisions.md, "Profile settings"): a switch for an on/off one
 * (`'true'`/`'false'`), a choice among named values for the others; `fallback` is what an
 * account without a row has.
 */
export const SETTING_CONTROLS = {
  'profile.open_to_work': { kind: 'switch', fallback: 'false' },
  'profile.show_salary': { kind: 'switch', fallback: 'false' },
  'profile.visibility': { kind: 'choice', values: ['public', 'recruiters', 'private'], fallback: 'public' },
  'ui.theme': { kind: 'choice', values: ['system', 'light', 'dark'], fallback: 'system' },
  'ui.compact_lists': { kind: 'switch', fallback: 'false' },
} as const satisfies Record<
  string,
  { kind: 'switch'; fallback: string } | { kind: 'choice'; values: readonly string[]; fallback: string }
>;
type SettingKey = keyof typeof SETTING_CONTROLS;
const ORDER = Object.keys(SETTING_CONTROLS) as SettingKey[];
const isKnown = (key: string): key is SettingKey => key in SETTING_CONTROLS;

function useSettingWords() {
  const { t } = useTranslation();
  const labels: Record<SettingKey, { label: string; description: string }> = {
    'profile.open_to_work': {
      label: t('profile.settings.openToWork'),
      description: t('profile.settings.openToWorkHint'),
    },
    'profile.show_salary': {
      label: t('profile.settings.showSalary'),
      description: t('profile.settings.showSalaryHint'),
    },
    'profile.visibility': {
      label: t('profile.settings.visibility'),
      description: t('profile.settings.visibilityHint'),
    },
    'ui.theme': { label: t('profile.settings.theme'), description: t('profile.settings.themeHint') },
    'ui.compact_lists': {
      label: t('profile.settings.compactLists'),
      description: t('profile.settings.compactListsHint'),
    },
  };
  const values: Record<string, string> = {
    public: t('profile.settings.visibilityPublic'),
    recruiters: t('profile.settings.visibilityRecruiters'),
    private: t('profile.settings.visibilityPrivate'),
    system: t('profile.settings.themeSystem'),
    light: t('profile.settings.themeLight'),
    dark: t('profile.settings.themeDark'),
  };
  return { labels, valueName: (value: string) => values[value] ?? value };
}

/** The seeker's settings: each key as a control that saves when changed. Private to the seeker. */
export function SettingsSection({ settings }: { settings: readonly UserSetting[] }) {
  const { t } = useTranslation();
  const reference = useProfileReference();
  const keys = (reference.data?.settingKeys ?? [])
    .filter((k): k is { id: string; key: SettingKey } => isKnown(k.key))
    .sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="profile-settings-heading">
      <Title order={2} size="h4" id="profile-settings-heading" mb="sm">
        {t('profile.settings.heading')}
      </Title>
      <PrivateNote text={t('profile.settings.private')} />
      {reference.isPending ? (
        <Stack gap="md" aria-busy>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : reference.isError ? (
        <Alert color="red" role="alert">
          {t('profile.settings.listFailed')}
        </Alert>
      ) : (
        <Stack gap="lg">
          {keys.map((k) => (
            <SettingControl
              key={k.id}
              settingId={k.id}
              settingKey={k.key}
              saved={settings.find((s) => s.setting.id === k.id || s.setting.settingKey === k.key) ?? null}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function SettingControl({
  settingId,
  settingKey,
  saved,
}: {
  settingId: string;
  settingKey: SettingKey;
  saved: UserSetting | null;
}) {
  const { t } = useTranslation();
  const { labels, valueName } = useSettingWords();
  const write = useSectionWrite<UserSettingInput>('settings');
  const control = SETTING_CONTROLS[settingKey];
  // while a change is on its way the control shows the choice made
  const sent = write.isPending && 'body' in write.variables ? write.variables.body.settingValue : null;
  const value = sent ?? saved?.settingValue ?? control.fallback;

  const save = (settingValue: string) => {
    const checked = validateWith<UserSettingInput>(userSettingInputSchema, {
      setting: { id: settingId },
      settingValue,
    });
    if (checked.input === null) return;
    const body = checked.input;
    write.mutate(saved === null ? { body } : { id: saved.id, body });
  };

  const { label, description } = labels[settingKey];
  return (
    <div>
      {control.kind === 'switch' ? (
        <Switch
          checked={value === 'true'}
          onChange={(e) => save(e.currentTarget.checked ? 'true' : 'false')}
          disabled={write.isPending}
          label={label}
          description={description}
          size="md"
        />
      ) : (
        <NativeSelect
          label={label}
          description={description}
          value={value}
          onChange={(e) => save(e.currentTarget.value)}
          disabled={write.isPending}
          data={control.values.map((v) => ({ value: v, label: valueName(v) }))}
          maw={360}
        />
      )}
      {write.isError && (
        <Alert color="red" role="alert" mt="xs">
          {t('profile.settings.saveFailed', { name: label })}
        </Alert>
      )}
    </div>
  );
}
