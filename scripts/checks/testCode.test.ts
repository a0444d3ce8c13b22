import { testCodeIn } from './testCode.mjs';

describe('testCodeIn (the production build check)', () => {
  it('finds test files, test trees, fixtures and test-only packages', () => {
    const sources = [
      '../../src/server/main.ts',
      '../../src/server/api/route.test.ts',
      '../../test/server/helpers/testApp.ts',
      '../../src/client/test/setup.ts',
      '../../src/shared/domain/schemas/registration.fixture.ts',
      '../../node_modules/fast-check/lib/fast-check.js',
      '../../node_modules/@testing-library/react/dist/index.js',
      '../../node_modules/react/index.js',
      'webpack://samaj-trust-site/./src/client/app/store.ts',
      'webpack://samaj-trust-site/./e2e/lib/service.mjs',
    ];
    expect(testCodeIn(sources)).toEqual([
      '../../src/server/api/route.test.ts',
      '../../test/server/helpers/testApp.ts',
      '../../src/client/test/setup.ts',
      '../../src/shared/domain/schemas/registration.fixture.ts',
      '../../node_modules/fast-check/lib/fast-check.js',
      '../../node_modules/@testing-library/react/dist/index.js',
      'webpack://samaj-trust-site/./e2e/lib/service.mjs',
    ]);
  });

  it('passes production modules, including ones whose names merely contain "test"', () => {
    expect(
      testCodeIn(['../../src/server/accounts/latest.ts', '../../src/client/contest/page.tsx']),
    ).toEqual([]);
  });
});
