import { useMediaQuery } from './useMediaQuery';

/** True while the visitor asks for reduced motion: no autoplay, no moving tickers. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
