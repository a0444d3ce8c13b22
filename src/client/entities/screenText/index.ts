// Public face of the translated screens' words (issue #18): registration, the members area, the
// dashboard and search read their words here. English's half of them (englishScreens.ts, written
// by `npm run i18n:compile`) is not in the first load: only the chunks of those screens import
// this entity, never the header or the home page (scripts/budgets.mjs keeps the first load small).
export { useScreenT, screenTools, textOr, valueLabel, type ValueGroup } from './screens';
export { SeedMeaning } from './SeedMeaning';
export { dayText, timeText } from './dayText';
export { heightWords } from './heightWords';
export { lightboxWords } from './lightboxWords';
export { messages as ENGLISH_SCREENS } from './englishScreens';
