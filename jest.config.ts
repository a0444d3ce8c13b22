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

const config: Config = {
  projects:
    process.env.TEST_SECURITY === '1'
      ? [securityProject]
      : [
          {
            ...nodeProject,
            displayName: 'node',
            testMatch: [
              '<rootDir>/src/{server,shared}/**/*.test.ts',
              '<rootDir>/test/server/**/*.test.ts',
              '<rootDir>/scripts/**/*.test.ts',
            ],
            testPathIgnorePatterns: ['/node_modules/', SECURITY],
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
