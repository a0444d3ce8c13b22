import { MENU_NOTE_MAX } from '../../../shared/domain/menuTree';
import type { MenusEditAnswer } from '../../../shared/protocol/menusEditTypes';
import { changeCount } from '../history/changeCount';
import { ChangeLines, ComparisonShell } from '../history/ComparisonShell';
import { VersionHistory } from '../history/VersionHistory';
import { useStaffToken } from '../useToken';
import { useMenusCompareQuery, useMenusRestoreMutation } from './menusApi';

/** The menus' saved versions (the console's one history): compared in words, restored. */
export function MenusHistory({ data }: { data: MenusEditAnswer }) {
  const staff_token = useStaffToken();
  const [restore, { isLoading, error }] = useMenusRestoreMutation();
  return (
    <VersionHistory
      idPrefix="menus"
      subject="the menus"
      noun="menus"
      data={data}
      changesOf={changeCount}
      renderComparison={(from, to) => <MenusComparison from={from} to={to} />}
      restore={(version_id, note) => restore({ staff_token, version_id, note })}
      restoring={isLoading}
      restoreError={error}
      noteMax={MENU_NOTE_MAX}
    />
  );
}

/** What changed from one version to another, one line in words each. */
function MenusComparison({ from, to }: { from: string; to: string }) {
  const staff_token = useStaffToken();
  const query = useMenusCompareQuery({ staff_token, from, to });
  return (
    <ComparisonShell idPrefix="menus" query={query}>
      {(data) => (
        <ChangeLines changes={data.changes} same="The two versions hold the same menus." />
      )}
    </ComparisonShell>
  );
}
