/**
 * A listed member's photo (alt: their name), or a neutral silhouette when none is shown; when she
 * has a photo kept for accepted members, the silhouette says so ("Photo after acceptance"), so a
 * private photo does not read as a member without one (issue #15 item 2).
 */
import { useScreenT } from '../../entities/screenText';

export function MemberPhoto({
  src,
  name,
  afterAcceptance = false,
}: {
  src: string;
  name: string;
  afterAcceptance?: boolean;
}) {
  const { t } = useScreenT();
  if (src) {
    return (
      <img className="member-photo" src={src} alt={name} loading="lazy" width={160} height={200} />
    );
  }
  return (
    <div className="member-photo member-photo--none">
      <svg viewBox="0 0 64 80" focusable="false" aria-hidden="true">
        <circle cx="32" cy="26" r="14" />
        <path d="M6 78c0-16 12-28 26-28s26 12 26 28z" />
      </svg>
      {afterAcceptance && <span className="member-photo__note">{t('card.photoAfter')}</span>}
    </div>
  );
}
