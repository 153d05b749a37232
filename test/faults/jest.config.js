// Faults (npm run test:faults): the real server as a child process over a PostgreSQL cluster this suite starts
// itself (initdb + pg_ctl on a free port in a temporary directory, never the machine's own cluster), and over the
// embedded PGlite; the database is stopped, restarted and the server killed while writes are in flight.
const base = require('../../jest.config.js').projects.find((p) => p.displayName === 'api')

module.exports = {
  rootDir: '../..',
  displayName: 'faults',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/faults'],
  testMatch: ['**/*.test.ts'],
  transform: base.transform,
  transformIgnorePatterns: base.transformIgnorePatterns,
  moduleNameMapper: base.moduleNameMapper,
  testTimeout: 240000,
  maxWorkers: 1
}
