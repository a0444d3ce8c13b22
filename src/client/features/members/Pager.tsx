interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

import { useScreenT } from '../../entities/screenText';

/** Previous / Next with "Page X of Y". */
export function Pager({ page, pages, onPage, disabled }: PagerProps) {
  const { t, formatNumber } = useScreenT();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--quiet"
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span className="pager__where">
        {t('pager.where', { page: formatNumber(page), pages: formatNumber(pages) })}
      </span>
      <button
        type="button"
        className="button button--quiet"
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
