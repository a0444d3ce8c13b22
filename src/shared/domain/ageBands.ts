/**
 * The age bands of the console's statistics (issue #16): verified members counted by how old they
 * are today. Registration refuses anyone under 18 (age.ts), so the first band starts there.
 */
export const AGE_BANDS = ['18–24', '25–29', '30–34', '35–39', '40+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The youngest age of each band, in AGE_BANDS' order. */
const FROM = [18, 25, 30, 35, 40] as const;

/** The index in AGE_BANDS of a whole age in years; null below 18 (no band holds it). */
export function ageBandIndex(age: number): number | null {
  if (age < FROM[0]) return null;
  let index = 0;
  FROM.forEach((from, i) => {
    if (age >= from) index = i;
  });
  return index;
}
