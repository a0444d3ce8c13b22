interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Previous / Next with "Page X of Y". */
export function Pager({ page, pages, onPage, disabled }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Result pages">
      <button
        type="button"
        className="button button--quiet"
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="pager__where">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button button--quiet"
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
