/**
 * Height is stored and travels in cm; people enter it in feet and inches and read it as both
 * (requirements §5.6). Every screen takes its conversions and its wording from here.
 */
export const HEIGHT_CM = { min: 120, max: 230 } as const;

/** The whole inches within the allowed cm (4 ft 0 in to 7 ft 6 in). */
export const HEIGHT_INCHES = {
  min: Math.ceil(HEIGHT_CM.min / 2.54),
  max: Math.floor(HEIGHT_CM.max / 2.54),
} as const;

export const feetInchesToCm = (feet: number, inches: number): number =>
  Math.round((feet * 12 + inches) * 2.54);

/** The nearest whole inch, as feet and inches. */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / 2.54);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

/** The allowed whole inch nearest to `cm`, in cm: what a feet-and-inches form keeps of it. */
export function nearestHeightCm(cm: number): number {
  const { feet, inches } = cmToFeetInches(cm);
  const total = Math.min(HEIGHT_INCHES.max, Math.max(HEIGHT_INCHES.min, feet * 12 + inches));
  return feetInchesToCm(Math.floor(total / 12), total % 12);
}

/** A form's feet and inches boxes as cm for the wire; '' until the feet are chosen. */
export const heightCmOf = (feet: string, inches: string): string =>
  feet ? String(feetInchesToCm(Number(feet), Number(inches || 0))) : '';

/**
 * A stored cm as a form's feet and inches boxes (['', ''] when none is stored), at the nearest
 * allowed whole inch: the form shows beside them the cm that saving will keep.
 */
export function heightPartsOf(cm: string | number | null | undefined): [string, string] {
  const n = Number(cm);
  if (!cm || !Number.isFinite(n) || n <= 0) return ['', ''];
  const { feet, inches } = cmToFeetInches(nearestHeightCm(n));
  return [String(feet), String(inches)];
}

/** "5 ft 4 in (163 cm)", the one way every screen shows a height; '' when none is given. */
export function heightText(cm: number | string | null | undefined): string {
  const n = Number(cm);
  if (!cm || !Number.isFinite(n) || n <= 0) return '';
  const { feet, inches } = cmToFeetInches(n);
  return `${feet} ft ${inches} in (${n} cm)`;
}
