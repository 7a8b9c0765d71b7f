import { SettingsScreen } from '../../features/recruiter/components/settings/settings-screen';
import { useMe } from '../../features/session';

/** /hr/settings: the organisation's settings (behind HrGate; hr_admin only, others see why not). */
export function HrSettingsRoute() {
  const me = useMe();
  if (!me.data) return null;
  return <SettingsScreen user={me.data} />;
}
