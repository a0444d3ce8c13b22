import type { PageEditAnswer } from '../../../shared/protocol/pagesEditTypes';
import { changeCount } from '../history/changeCount';
import { ChangeLines, ComparisonShell } from '../history/ComparisonShell';
import { VersionHistory } from '../history/VersionHistory';
import { useStaffToken } from '../useToken';
import { usePageCompareQuery, usePageRestoreMutation } from './pagesApi';
import { PAGE_NOTE_MAX } from './PublishForm';

/** The page's published versions (the console's one history): compared in words, restored. */
export function PageHistory({ loc, data }: { loc: string; data: PageEditAnswer }) {
  const staff_token = useStaffToken();
  const [restore, { isLoading, error }] = usePageRestoreMutation();
  return (
    <VersionHistory
      idPrefix="pages"
      subject={`the page /${loc}`}
      noun="page"
      intro="Every publish is kept."
      data={data}
      changesOf={changeCount}
      renderComparison={(from, to) => <PageComparison loc={loc} from={from} to={to} />}
      restore={(version_id, note) => restore({ staff_token, loc, version_id, note })}
      restoring={isLoading}
      restoreError={error}
      noteMax={PAGE_NOTE_MAX}
    />
  );
}

function PageComparison({ loc, from, to }: { loc: string; from: string; to: string }) {
  const staff_token = useStaffToken();
  const query = usePageCompareQuery({ staff_token, loc, from, to });
  return (
    <ComparisonShell idPrefix="pages" query={query}>
      {(data) => <ChangeLines changes={data.changes} same="The two versions hold the same page." />}
    </ComparisonShell>
  );
}
