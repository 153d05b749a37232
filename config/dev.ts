import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      // dev:h5 talks to dev:server on :3000 through the same origin, as the production site does.
      proxy: [{ context: ['/api', '/uploads'], target: 'http://127.0.0.1:3000' }]
    }
  }
} satisfies UserConfigExport<'webpack5'>
