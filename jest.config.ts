import type { Config } from 'jest';

// ts-jest only transpiles (isolatedModules); `npm run typecheck` is the type gate.
const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', jsx: 'react-jsx' } }],
};

// ESM-only packages on the server's path (through @fastify/static and Fastify's inject).
const ESM_ONLY = ['content-disposition', 'cookie', 'set-cookie-parser'];

const config: Config = {
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      transform: { ...transform, '^.+\\.m?js$': '<rootDir>/scripts/jest/esm-to-cjs.cjs' },
      transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
      testMatch: ['<rootDir>/src/{server,shared}/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
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
