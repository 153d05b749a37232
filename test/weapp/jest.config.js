// Checks of the weapp build output (run after `npm run build:weapp`), plus automator specs that need
// WeChat DevTools (skipped, and reported as skipped, where WECHAT_DEVTOOLS_CLI is not set).
const base = require('../../jest.config.js').projects.find((p) => p.displayName === 'api')

module.exports = {
  rootDir: '../..',
  displayName: 'weapp',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/weapp'],
  testMatch: ['**/*.test.ts'],
  transform: base.transform,
  moduleNameMapper: base.moduleNameMapper,
  testTimeout: 120000
}
