// End-to-end: playwright-core drives Debian's Chromium over the built H5 site served by `npm start`'s server
// on a temporary database (started in global-setup unless E2E_BASE_URL points at a running one).
const base = require('../../jest.config.js').projects.find((p) => p.displayName === 'api')

module.exports = {
  rootDir: '../..',
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: base.transform,
  moduleNameMapper: base.moduleNameMapper,
  globalSetup: '<rootDir>/test/e2e/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/helpers/global-teardown.ts',
  testTimeout: 90000,
  testSequencer: '<rootDir>/test/e2e/helpers/sequencer.cjs',
  // One worker per server global-setup starts (helpers/server.ts, E2E_WORKERS).
  maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
}
