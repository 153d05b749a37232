// Webpack plugins of the H5 build only (config/index.ts adds them in h5.webpackChain).
import fs from 'node:fs'
import path from 'node:path'
import type { Compiler } from 'webpack'

/** `H5_BUNDLE_STATS=1 npm run build:h5` also writes dist/h5-stats.json: every module with its size, per chunk. */
export class BundleStatsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('bundle-stats', (stats) => {
      const json = stats.toJson({
        all: false, assets: true, ids: true, chunks: true, chunkOrigins: true, chunkRelations: true,
        chunkModules: true, chunkModulesSpace: Infinity, dependentModules: true, nestedModules: true,
        groupModulesByPath: false, groupModulesByExtension: false, groupModulesByAttributes: false,
        groupModulesByType: false, groupModulesByCacheStatus: false, groupModulesByLayer: false
      })
      fs.writeFileSync(path.join(compiler.options.output.path ?? 'dist/h5', '..', 'h5-stats.json'), JSON.stringify(json))
    })
  }
}
