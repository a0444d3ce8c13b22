import { SETTINGS_NOTE_MAX } from '../../../shared/domain/schemas/siteSettings';
import { SETTING_TEXT } from '../../../shared/domain/siteSettingsText';
import type {
  SettingsVersionItem,
  SiteSettingsEditAnswer,
} from '../../../shared/protocol/siteSettingsEditTypes';
import { VersionHistory } from '../history/VersionHistory';
import { useStaffToken } from '../useToken';
import { SettingsComparison } from './SettingsComparison';
import { useSiteSettingsRestoreMutation } from './siteSettingsApi';

const labelsOf = (v: SettingsVersionItem): string => {
  if (v.changed === null) return 'The first version kept.';
  if (v.changed.length === 0) return 'Nothing changed.';
  return v.changed.map((k) => SETTING_TEXT[k].label).join(', ');
};

/**
 * The settings' saved versions (the console's one history): which settings each changed, two
 * compared setting by setting, one restored.
 */
export function SettingsHistory({ data }: { data: SiteSettingsEditAnswer }) {
  const staff_token = useStaffToken();
  const [restore, { isLoading, error }] = useSiteSettingsRestoreMutation();
  return (
    <VersionHistory
      idPrefix="settings"
      subject="the site settings"
      noun="settings"
      data={data}
      changesOf={labelsOf}
      renderComparison={(from, to) => <SettingsComparison from={from} to={to} />}
      restore={(version_id, note) => restore({ staff_token, version_id, note })}
      restoring={isLoading}
      restoreError={error}
      noteMax={SETTINGS_NOTE_MAX}
    />
  );
}
