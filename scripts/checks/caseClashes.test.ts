import { caseClashes } from './caseClashes.mjs';

describe('caseClashes (the case-insensitive disk check)', () => {
  it('finds files that differ only by case', () => {
    expect(caseClashes(['docs/README.md', 'docs/readme.md', 'docs/other.md'])).toEqual([
      ['docs/README.md', 'docs/readme.md'],
    ]);
  });

  it('finds code modules an extension-less import cannot tell apart', () => {
    expect(
      caseClashes(['src/profile/ProfileForm.tsx', 'src/profile/profileForm.ts', 'src/a/b.ts']),
    ).toEqual([['src/profile/ProfileForm.tsx', 'src/profile/profileForm.ts']]);
  });

  it('finds folders that differ only by case, once', () => {
    expect(caseClashes(['src/Media/a.ts', 'src/Media/b.ts', 'src/media/c.ts'])).toEqual([
      ['src/Media/', 'src/media/'],
    ]);
  });

  it('passes distinct names, same-case modules and type declarations beside their code', () => {
    expect(
      caseClashes([
        'src/form.ts',
        'src/form.test.ts',
        'src/forms.ts',
        'scripts/x.mjs',
        'scripts/x.d.mts',
        'scripts/load/autocannon.d.ts',
      ]),
    ).toEqual([]);
  });
});
