import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { MenusEditor } from './MenusEditor';
import { MenusHistory } from './MenusHistory';
import { useMenusOpenQuery } from './menusApi';
import './menus.css';

/**
 * Menus (editors and admins; issue #17 item 2): the site's main menu and top menu as trees,
 * edited entry by entry, with the history of every save.
 */
export function MenusScreen() {
  const staff_token = useStaffToken();
  const { data, error, isLoading, refetch } = useMenusOpenQuery({ staff_token });
  useSessionEndWatch(error);
  return (
    <section aria-labelledby="menus-heading">
      <h1 id="menus-heading">Menus</h1>
      {isLoading ? (
        <LoadingState label="Loading the menus…" />
      ) : error || !data ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          <MenusEditor data={data} />
          <MenusHistory data={data} />
        </>
      )}
    </section>
  );
}
