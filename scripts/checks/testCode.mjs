// What counts as test code in a production build: test files, the test trees, fixtures and the
// test-only packages. Matched against the module paths a bundle's source map lists.
const TEST_CODE = [
  /\.(test|spec|security\.test)\.[cm]?[jt]sx?$/,
  /\.fixture\.[cm]?[jt]sx?$/,
  /(^|\/)(test|e2e|__tests__|__mocks__)\//,
  /node_modules\/(jest[^/]*|@jest|ts-jest|fast-check|@testing-library|autocannon|playwright[^/]*)\//,
];

/** The entries of `sources` that are test code. */
export function testCodeIn(sources) {
  return sources.filter((source) => TEST_CODE.some((pattern) => pattern.test(source)));
}
