import { TOOLBAR_BUTTONS } from './toolbarButtons';

// WCAG 2.5.3 (label in name), as axe's label-content-name-mismatch reads it: the words on a
// button, without symbols, are part of its accessible name. Single letters (B, I, U) are exempt.
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test.each(TOOLBAR_BUTTONS.map((b) => [b.face, b.name]))(
  'the face "%s" is part of the name "%s"',
  (face, name) => {
    const seen = words(face);
    if (seen.length > 1) expect(words(name)).toContain(seen);
  },
);
