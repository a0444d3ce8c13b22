import { HEIGHT_CM, heightCmOf, heightPartsOf, heightText, nearestHeightCm } from './height';

describe('height: cm stored, feet and inches shown (requirements §5.6)', () => {
  it('shows a height one way: feet and inches with the cm beside', () => {
    expect(heightText(163)).toBe('5 ft 4 in (163 cm)');
    expect(heightText('175')).toBe('5 ft 9 in (175 cm)');
    expect(heightText(0)).toBe('');
    expect(heightText(null)).toBe('');
  });

  it('turns the feet and inches boxes into the cm sent, and back', () => {
    expect(heightCmOf('5', '4')).toBe('163');
    expect(heightCmOf('6', '')).toBe('183');
    expect(heightCmOf('', '4')).toBe('');
    expect(heightPartsOf(163)).toEqual(['5', '4']);
    expect(heightPartsOf('')).toEqual(['', '']);
  });

  it('keeps a cm that is not a whole inch at the nearest inch, within the offered range', () => {
    expect(heightPartsOf(176)).toEqual(['5', '9']);
    expect(heightCmOf(...heightPartsOf(176))).toBe('175');
    expect(nearestHeightCm(HEIGHT_CM.min)).toBe(122);
    expect(nearestHeightCm(HEIGHT_CM.max)).toBe(229);
    expect(heightPartsOf(HEIGHT_CM.min)).toEqual(['4', '0']);
  });

  it('gives back every whole inch in range unchanged', () => {
    for (let inches = 48; inches <= 90; inches += 1) {
      const cm = heightCmOf(String(Math.floor(inches / 12)), String(inches % 12));
      expect(heightCmOf(...heightPartsOf(cm))).toBe(cm);
    }
  });
});
