import type { LanguageTools } from '../../entities/language';

/** "Your profile is paused until 31 March 2026." — the day in India, in the shown language. */
export const pausedUntilText = ({ t, formatDate }: LanguageTools, until: string | null): string =>
  until === null
    ? t('pause.untilResumed')
    : t('pause.until', { date: formatDate(new Date(until), { month: 'long' }) });
