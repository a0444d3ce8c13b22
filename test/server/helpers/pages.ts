import type { CurlType } from '../../../src/shared/protocol/registry';
import {
  deleteDraft,
  pageHistory,
  readPublishedPage,
  saveDraft,
} from '../../../src/server/content';
import type { TestApp } from './testApp';

/**
 * What a Pages call's registry example needs in the database to be answered (the authorization
 * matrix makes each call with its example): a draft of home to publish or discard, none while
 * a version is restored, and versions 1 and 2 of home to compare and restore.
 */
export async function preparePageCall(t: TestApp, type: CurlType, now: Date): Promise<void> {
  const at = now.toISOString();
  await t.app.db.transaction().execute(async (trx) => {
    const home = await readPublishedPage(trx, 'home');
    if (type === 'pagePublish' || type === 'pageDiscardDraft')
      await saveDraft(trx, home, { saved_at: at, saved_by: 'test' });
    if (type === 'pageRestore') await deleteDraft(trx, 'home');
    if (type === 'pageCompare' || type === 'pageRestore') {
      const history = pageHistory('home');
      while ((await history.count(trx)) < 2)
        await history.keep(trx, home, { savedBy: 'test', note: '', at });
    }
  });
}
