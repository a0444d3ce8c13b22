import { useScreenT } from '../../entities/screenText';
import type { ReferenceOptions } from './useReferenceOptions';

/** The states or gotra lists did not load: say so, with a way to try again. */
export function ReferenceListsProblem({ lists }: { lists: ReferenceOptions }) {
  const { t } = useScreenT();
  if (!lists.problem) return null;
  return (
    <div role="alert" className="form-notice form-notice--error">
      {t('reg.listsProblem')}{' '}
      <button type="button" className="button button--quiet" onClick={lists.retry}>
        {t('form.tryAgain')}
      </button>
    </div>
  );
}
