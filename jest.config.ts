import type { Config } from 'jest';

// ts-jest only transpiles (isolatedModules); `npm run typecheck` is the type gate.
const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', jsx: 'react-jsx' } }],
};

// ESM-only packages on the server's path (through @fastify/static and Fastify's inject).
const ESM_ONLY = ['content-disposition', 'cookie', 'set-cookie-parser'];

const nodeProject = {
  testEnvironment: 'node',
  transform: { ...transform, '^.+\\.m?js$': '<rootDir>/scripts/jest/esm-to-cjs.cjs' },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
};

// The security acceptance suite (`test/server/security/*.security.test.ts`) is slow and runs only under
// `npm run test:security` (scripts/test-security.mjs sets TEST_SECURITY=1), on each database.
const SECURITY = '\\.security\\.test\\.ts$';
const securityProject = {
  ...nodeProject,
  displayName: 'security',
  testMatch: [
    '<rootDir>/test/server/**/*.security.test.ts',
    '<rootDir>/scripts/**/*.security.test.ts',
  ],
};

// The search at 100,000 members (`test/server/**/*.scale.test.ts`) seeds its own SQLite file and
// PostgreSQL database, about a minute: it runs only under `npm run test:scale` (TEST_SCALE=1).
const SCALE = '\\.scale\\.test\\.ts$';
const scaleProject = {
  ...nodeProject,
  displayName: 'scale',
  testMatch: ['<rootDir>/test/server/**/*.scale.test.ts'],
};

/** A suite that runs alone, when its variable is set. */
const alone =
  (process.env.TEST_SECURITY === '1' && securityProject) ||
  (process.env.TEST_SCALE === '1' && scaleProject);

const config: Config = {
  // Jest's default leaves a core to itself (cores - 1: one worker, in band, on CI's two cores),
  // though the parent only hands out files. A worker per core ran the node project in 124 s
  // instead of about 200, the client's in 179 instead of about 290. The security and scale suites
  // measure a running server's time and memory, so they keep the machine to one test file.
  maxWorkers: alone ? 1 : '100%',
  projects: alone
    ? [alone]
    : [
        {
          ...nodeProject,
          displayName: 'node',
          testMatch: [
            '<rootDir>/src/{server,shared}/**/*.test.ts',
            '<rootDir>/test/server/**/*.test.ts',
            '<rootDir>/scripts/**/*.test.ts',
          ],
          testPathIgnorePatterns: ['/node_modules/', SECURITY, SCALE],
        },
        {
          displayName: 'client',
          testEnvironment: 'jsdom',
          transform,
          testMatch: ['<rootDir>/src/client/**/*.test.{ts,tsx}'],
          setupFilesAfterEnv: ['<rootDir>/src/client/test/setup.ts'],
          moduleNameMapper: { '\\.(css)$': '<rootDir>/src/client/test/styleStub.ts' },
        },
      ],
};

export default config;
