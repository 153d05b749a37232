import zlib from 'node:zlib'
import type { UserConfigExport } from '@tarojs/cli'
import CompressionPlugin from 'compression-webpack-plugin'

/**
 * Text assets worth compressing. Images (png/jpg) are compressed already, and a file under 1 KB gains less than
 * the response headers weigh.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/
const MIN_BYTES = 1024

export default {
  mini: {},
  h5: {
    // Precompressed next to each file (app.1234abcd.js.br / .gz) and served as such by @fastify/static
    // (server/src/http/h5-site.ts, preCompressed): brotli at its best level costs seconds once at build time
    // instead of CPU on every request. The .gz is for clients without brotli.
    webpackChain(chain) {
      chain.plugin('compress-brotli').use(CompressionPlugin, [{
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        test: COMPRESSIBLE,
        threshold: MIN_BYTES,
        minRatio: 0.9,
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }
      }])
      chain.plugin('compress-gzip').use(CompressionPlugin, [{
        filename: '[path][base].gz',
        algorithm: 'gzip',
        test: COMPRESSIBLE,
        threshold: MIN_BYTES,
        minRatio: 0.9,
        compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION }
      }])
    }
  }
} satisfies UserConfigExport<'webpack5'>
