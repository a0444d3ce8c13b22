/** Height travels in cm everywhere; registration offers feet and inches (requirements §5.6). */
export const HEIGHT_CM = { min: 120, max: 230 } as const;

export const feetInchesToCm = (feet: number, inches: number): number =>
  Math.round((feet * 12 + inches) * 2.54);

export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / 2.54);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}
