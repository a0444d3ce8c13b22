import { heightText } from '../../../shared/domain/height';
import type { LanguageTools } from '../language';

/** "5 ft 4 in (163 cm)" in the shown language, with India's digits grouping; '' when unknown. */
export function heightWords({ t, formatNumber }: LanguageTools, cm: number | string | null) {
  const text = heightText(cm);
  const m = /^(\d+) ft (\d+) in \((\d+) cm\)$/.exec(text);
  return m ? t('height.text', { feet: m[1], inches: m[2], cm: formatNumber(Number(m[3])) }) : text;
}
