import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from './languageSlice';

/**
 * A query hook that asks in the shown language (issue #18 item 4), used exactly as the hook it
 * wraps: Hindi adds lang 'hi' to the argument, English leaves it as it was (so an English call is
 * sent exactly as before). The language is part of the argument, so RTK Query keeps each
 * language's answer apart and a switch refetches. skipToken (a symbol) passes as it is.
 */
export function localisedQuery<A, O, R>(
  useQuery: (arg: A, options?: O) => R,
): (arg: A, options?: O) => R {
  return (arg, options) => {
    const language = useAppSelector(selectLanguage);
    return useQuery(
      language === 'en' || typeof arg === 'symbol' ? arg : ({ ...arg, lang: language } as A),
      options,
    );
  };
}
