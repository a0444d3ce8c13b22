import type { Translate } from '../../entities/language';
import { screenTools, useScreenT } from '../../entities/screenText';

/**
 * The plain note shown when a daily view quota is nearly used up (the service sends views_left
 * only then; issue #14). Members already seen today stay free, so the note says so.
 */
interface ViewsLeftNoteProps {
  left: number | undefined;
  kind: 'listed' | 'profile';
}

export function viewsLeftText(
  left: number,
  kind: ViewsLeftNoteProps['kind'],
  t: Translate = screenTools('en').t,
): string {
  if (kind === 'profile') {
    return left === 0 ? t('views.profileNone') : t('views.profileLeft', { n: left });
  }
  return left === 0 ? t('views.listedNone') : t('views.listedLeft', { n: left });
}

export function ViewsLeftNote({ left, kind }: ViewsLeftNoteProps) {
  const { t } = useScreenT();
  if (left === undefined) return null;
  return <p className="views-left-note">{viewsLeftText(left, kind, t)}</p>;
}
