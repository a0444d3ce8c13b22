import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { SettingsForm } from './SettingsForm';
import { SettingsHistory } from './SettingsHistory';
import { useSiteSettingsOpenQuery } from './siteSettingsApi';
import './settings.css';

/**
 * Site settings (editors and admins; issue #17 items 1 and 5): the trust's name, details,
 * footer, launch popup and mail words, which the site reads instead of code, with the history
 * of every save.
 */
export function SiteSettingsScreen() {
  const staff_token = useStaffToken();
  const { data, error, isLoading, refetch } = useSiteSettingsOpenQuery({ staff_token });
  useSessionEndWatch(error);
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading">Site settings</h1>
      {isLoading ? (
        <LoadingState label="Loading the settings…" />
      ) : error || !data ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          <SettingsForm data={data} />
          <SettingsHistory data={data} />
        </>
      )}
    </section>
  );
}
