import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import devConfig from './dev'
import prodConfig from './prod'
import { BundleStatsPlugin, InlineEntryCssPlugin, PreloadPageChunksPlugin, ReplaceImportPlugin, ScriptsAfterFirstPaintPlugin } from './h5-webpack'

/** The entry stylesheet goes into index.html while it stays this small (it is about 1 KB). */
const INLINE_CSS_MAX_BYTES = 8 * 1024

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'fitedu',
    date: '2026-11-21',
    // NutUI React Taro is drawn for a 375 px design; the app uses the same unit so sizes agree.
    designWidth: 375,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: {},
    env: {
      // Build-time API host (product rules §7 {host}); empty means same origin, the H5 site served by our own server.
      TARO_APP_API_HOST: JSON.stringify(process.env.TARO_APP_API_HOST ?? ''),
      TARO_APP_STATIC_BASE: JSON.stringify(process.env.TARO_APP_STATIC_BASE ?? ''),
      TARO_APP_MAP_KEY: JSON.stringify(process.env.TARO_APP_MAP_KEY ?? ''),
    },
    copy: {
      // weapp: the venue map's marker (WeChat's <map> takes a file path for a marker icon, not the data: URL an import
      // becomes). H5: the browser tab's icons (src/index.html), files rather than a data: URL, see there.
      patterns: process.env.TARO_ENV === 'weapp'
        ? [{ from: 'src/assets/map/', to: 'dist/weapp/assets/map/' }]
        : [{ from: 'src/assets/icon/', to: 'dist/h5/' }],
      options: {}
    },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      // types/ is the contract shared with the server; the app imports its constants, so compile it too.
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      // NutUI's per-component CSS arrives in a different order per page; the order does not matter for it.
      miniCssExtractPluginOption: { ignoreOrder: true },
      // Code used only by subpackages moves into them, keeping the main package inside its budget.
      optimizeMainPackage: { enable: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false }
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
      }
    },
    h5: {
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      publicPath: '/',
      staticDirectory: 'static',
      // Images are files, never data: URLs inside the scripts. The tab bar's ten icons inlined made up half of the
      // entry script (12 KB of poorly compressible base64) that every first load waits for; as files they load
      // after the page has rendered and stay cached for a year. (limit 0 would mean Taro's default of 2 KB.)
      imageUrlLoaderOption: { limit: 1 },
      // Toolchain trap 1: history mode works, but a basename of '/' leaves the page blank. Leave it unset.
      router: { mode: 'browser' },
      // Taro's plain React components (@tarojs/components-react) instead of its Stencil web components: each Stencil
      // element hydrates on its own, the largest block of first-load script. A/B on a quiet machine, four interleaved
      // benches (docs/speed.md, 2026-11-28 13:20): TBT 117 against 210–246 ms on the home page, lower on the other
      // two, main thread ÷ reference lower on all three. H5_STENCIL_COMPONENTS=1 builds the Stencil way, to compare.
      useHtmlComponents: !process.env.H5_STENCIL_COMPONENTS,
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
        // product rules §2/§9: a page chunk that has not arrived in 60 s fails, and the page offers a retry.
        chunkLoadTimeout: 60000
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false }
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        // Taro's H5 API carries packages this app's browsers or features do not need at start: see each shim.
        const shim = (file: string) => path.resolve(__dirname, 'h5-shims', file)
        chain.resolve.alias
          .set('platform$', shim('no-platform.js'))
          .set('whatwg-fetch$', shim('native-only.js'))
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', shim('native-only.js'))
          .set('jsonp-retry$', shim('no-jsonp.js'))
        // The router's import of the components (its tab bar; the app draws its own): see the shim. The H5 API's
        // imports of the same module stay as they are.
        chain.plugin('no-stencil-tabbar').use(ReplaceImportPlugin, [
          /^@tarojs\/components\/dist\/components$/, /[\\/]@tarojs[\\/]router[\\/]/, shim('no-stencil-tabbar.js')
        ])
        chain.module.rule('router-after-yield').test(/[\\/]src[\\/]app\.config\.ts$/)
          .enforce('post').use('router-after-yield').loader(shim('router-after-yield-loader.js'))
        chain.module.rule('strip-weui-font').test(/taro-components[\\/]taro-components\.css$/).enforce('pre')
          .use('strip-weui-font').loader(path.resolve(__dirname, 'h5-shims', 'strip-weui-font-loader.js'))
        // Toolchain trap 5: Taro's own split takes only its packages out, so every one of ~150 page chunks would
        // carry its own NutUI and mobx copy. But one fixed-name `vendors` chunk of all node_modules (what this was
        // before) is worse for the first load: the home page then downloads the address picker's region data, the
        // poster's QR encoder and every NutUI component. So:
        // - framework: the packages the app entry itself needs (react, react-dom, taro runtime + router, mobx) in
        //   one initial chunk that changes only on an upgrade;
        // - everything a page imports lazily is split by webpack's own rule (name: false = one chunk per set of
        //   pages sharing the modules), so a page loads only the NutUI components and packages it uses.
        // minSize keeps tiny shared bits inside the page chunks (each extra request costs a round trip on 4G).
        chain.optimization.splitChunks({
          chunks: 'all',
          minSize: 20000,
          maxAsyncRequests: 12,
          maxInitialRequests: 6,
          cacheGroups: {
            default: false,
            defaultVendors: false,
            framework: { name: 'framework', chunks: 'initial', test: /[\\/]node_modules[\\/]/, priority: 40, enforce: true },
            vendors: { chunks: 'async', test: /[\\/]node_modules[\\/]/, priority: 20, reuseExistingChunk: true },
            common: { chunks: 'async', minChunks: 2, priority: 10, reuseExistingChunk: true }
          }
        })
        chain.plugin('preload-page-chunks').use(PreloadPageChunksPlugin, ['pages/entry/index'])
        chain.plugin('inline-entry-css').use(InlineEntryCssPlugin, [INLINE_CSS_MAX_BYTES])
        chain.plugin('scripts-after-first-paint').use(ScriptsAfterFirstPaintPlugin)
        // Readable names in CPU profiles (scripts/bench-profile.mjs): a build that is not minified.
        if (process.env.H5_NO_MINIFY) chain.optimization.minimize(false)
        if (process.env.H5_BUNDLE_STATS) {
          // Unconcatenated, so every module shows with its own size.
          chain.optimization.concatenateModules(false)
          chain.plugin('bundle-stats').use(BundleStatsPlugin)
        }
      }
    }
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})

