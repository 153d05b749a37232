// Jest projects: `unit` (app logic, jsdom) and `api` (server via fastify inject, node).
// e2e and weapp-output checks have their own configs because they need a build and a running server.
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2021'
  },
  module: { type: 'commonjs' }
}]

// Toolchain trap 4: these packages ship untranspiled ESM and must go through swc.
const esmPackages = ['@tarojs', '@nutui', '@stencil', 'swiper', 'mobx-react', 'mobx-react-lite', 'tslib', 'magic-bytes.js']
// Server-side: PGlite's CJS build loads node builtins with dynamic import() (jest needs it rewritten to require),
// and @fastify/static and inject depend on ESM-only content-disposition and cookie, otplib on ESM-only @noble/hashes
// and @scure/base (Node 20 can require them; jest cannot).
const serverEsmPackages = [...esmPackages, '@electric-sql', 'content-disposition', 'cookie', '@noble', '@scure']

// The app shows times in the phone's zone; tests read them as a phone in China would, on any machine. Set here,
// before jest starts its workers, because Node reads TZ once.
process.env.TZ = 'Asia/Shanghai'

module.exports = {
  // A global option: per-project testTimeout is ignored by jest. Copying a migrated database and building the app
  // (some 370 routes, each with its schemas) takes a few seconds on a quiet machine; with the load average near 15
  // it took over 30 s in a hook, so a minute leaves room for a busy CI machine without hiding a hang.
  testTimeout: 60000,
  // A worker runs many API files, each with its own database and app; once a worker holds more than this after a
  // file, jest starts a fresh one (a worker of the merged suite ran out of memory without it).
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/test/unit'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFiles: ['<rootDir>/test/unit/setup.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleNameMapper: {
        '^@tarojs/taro$': '<rootDir>/test/unit/__mocks__/taro.ts',
        '^@tarojs/components$': '<rootDir>/test/unit/__mocks__/components.tsx',
        '^@nutui/nutui-react-taro$': '<rootDir>/node_modules/@nutui/nutui-react-taro/dist/cjs/packages/nutui.react.build.js',
        'lottie': '<rootDir>/test/unit/__mocks__/empty.ts',
        '\\.(css|scss|sass)$': 'identity-obj-proxy',
        // The H5 file builds Taro's wrappers from deep paths the mock above does not cover; the weapp one takes them
        // from '@tarojs/components', i.e. from the mock.
        '^@/shared/ui/media-elements$': '<rootDir>/src/shared/ui/media-elements.weapp.tsx',
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@contract/(.*)$': '<rootDir>/types/$1'
      }
    },
    {
      displayName: 'api',
      testEnvironment: '<rootDir>/test/api/helpers/pglite-environment.cjs',
      roots: ['<rootDir>/test/api'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.c?(t|j)sx?$': swc },
      transformIgnorePatterns: [`node_modules/(?!(${serverEsmPackages.join('|')})/)`],
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/types/$1' },
    }
  ]
}
