import { useT } from './useT';

/**
 * What a screen reader hears after a link that opens a new tab, in the shown language: one
 * element for every such link of the header, footer, content sections and search results.
 */
export function NewTabNote({ className = 'visually-hidden' }: { className?: string }) {
  const { t } = useT();
  return <span className={className}> {t('footer.newTab')}</span>;
}
