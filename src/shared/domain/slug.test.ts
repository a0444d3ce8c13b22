import { slugPath, slugify } from './slug';

describe('slug rule (requirements §2.2.3)', () => {
  it.each([
    ['Annual Day 2025', 'Annual-Day-2025'],
    ['Why register with us?', 'Why-register-with-us_'],
    ['What is GST? Who must file?', 'What-is-GST_-Who-must-file_'],
    ['Samuhik Vivah', 'Samuhik-Vivah'],
    ['सामूहिक विवाह 2025', 'सामूहिक-विवाह-2025'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('changes nothing else: case and punctuation stay', () => {
    expect(slugify('Dr. A.K. Goyal, Chairman')).toBe('Dr.-A.K.-Goyal,-Chairman');
  });

  it('makes a URL-safe path segment', () => {
    expect(slugPath('50% off?')).toBe('50%25-off_');
    expect(decodeURIComponent(slugPath('सामूहिक विवाह'))).toBe('सामूहिक-विवाह');
  });
});
