const MAX = 5;

/** 1–5 from extraText, or null when the column holds no rating. */
export function ratingOf(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const n = Math.round(Number(trimmed));
  return n >= 1 && n <= MAX ? n : null;
}

/** Stars drawn for the eye; one accessible label for everyone else. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="cs-stars" role="img" aria-label={`Rated ${rating} out of ${MAX}`}>
      {Array.from({ length: MAX }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rating ? 'cs-star is-on' : 'cs-star'}>
          ★
        </span>
      ))}
    </span>
  );
}
