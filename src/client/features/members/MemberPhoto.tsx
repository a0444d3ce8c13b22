/** A listed member's photo (alt: their name), or a neutral silhouette when none is shown. */
export function MemberPhoto({ src, name }: { src: string; name: string }) {
  if (src) {
    return (
      <img className="member-photo" src={src} alt={name} loading="lazy" width={160} height={200} />
    );
  }
  return (
    <div className="member-photo member-photo--none" aria-hidden="true">
      <svg viewBox="0 0 64 80" focusable="false">
        <circle cx="32" cy="26" r="14" />
        <path d="M6 78c0-16 12-28 26-28s26 12 26 28z" />
      </svg>
    </div>
  );
}
