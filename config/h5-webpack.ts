// Webpack plugins of the H5 build only (config/index.ts adds them in h5.webpackChain).
import fs from 'node:fs'
import path from 'node:path'
import type { Compilation, Compiler } from 'webpack'

// Taro's own html-webpack-plugin instance: its hooks are per module instance, so resolve it the way the runner does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
type HtmlTag = Record<string, unknown> & { tagName: string; attributes?: Record<string, unknown> }
interface HtmlTagGroups { headTags: HtmlTag[]; bodyTags: HtmlTag[] }
const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [require.resolve('@tarojs/webpack5-runner')] }))

/**
 * Preloads the chunks of the page being opened. Taro's router imports a page only after the framework and app
 * bundles have been downloaded and run, so on a slow phone the page's own chunks (NutUI components, the page)
 * start downloading a second later than they could. index.html gets a small map from each page route to its chunk
 * files, and a few lines that add <link rel="preload"> for the current path while the big bundles download; when the
 * router asks for them they are in the cache. A deep link preloads only its own page; `/` is the first page.
 */
export class PreloadPageChunksPlugin {
  constructor(private readonly homePage: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('preload-page-chunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('preload-page-chunks', (data: HtmlTagGroups) => {
        const routes = pageChunkFiles(compilation)
        routes['/'] = routes[`/${this.homePage}`] ?? []
        data.headTags.unshift({ tagName: 'script', voidTag: false, meta: { plugin: 'preload-page-chunks' }, attributes: {},
          innerHTML: preloadScript(routes, String(compilation.outputOptions.publicPath ?? '/')) })
        return data
      })
    })
  }
}

/**
 * Puts the entry stylesheet (app.css, about 1 KB) into index.html as a <style> block. As a file it is a
 * render-blocking request, and scripts wait for it too: on slow 4G that is a round trip before the first paint and
 * before the framework runs. The CSP allows inline styles already (Taro and NutUI set them at run time).
 */
export class InlineEntryCssPlugin {
  constructor(private readonly maxBytes: number) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('inline-entry-css', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('inline-entry-css', (data: HtmlTagGroups) => {
        data.headTags = data.headTags.map((tag) => {
          const href = (tag.attributes as Record<string, unknown> | undefined)?.href
          if (tag.tagName !== 'link' || typeof href !== 'string' || !href.endsWith('.css')) return tag
          const asset = compilation.getAsset(href.replace(/^.*?\/(css\/)/, '$1'))
          const css = asset?.source.source().toString()
          if (!css || Buffer.byteLength(css) > this.maxBytes) return tag
          return { tagName: 'style', voidTag: false, meta: { plugin: 'inline-entry-css' }, attributes: {}, innerHTML: css }
        })
        return data
      })
    })
  }
}

/**
 * Loads the entry scripts after the picture the server drew into the page (server/src/http/first-screen.ts, its LCP)
 * is on screen. As <script defer> in <head> they downloaded beside the rest of the HTML, which carries that picture,
 * and ran the moment it was parsed whenever they had arrived; the picture's paint then waited behind them in some
 * loads and not others (the bench's LCP moved between 0.8 and 2.3 s with it; waiting for animation frames, with the
 * scripts preloaded, was not enough: Lighthouse counts every request finished before the paint as needed for it).
 * Now a script at the end of <body> adds them in order (async = false): on a page with such a picture once the
 * browser reports its first contentful paint (or after 250 ms: a hidden tab paints nothing), on any other page at
 * once, as defer did. So the picture shares the network with nothing, and the scripts start right after it.
 */
export class ScriptsAfterFirstPaintPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('scripts-after-first-paint', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('scripts-after-first-paint', (data: HtmlTagGroups) => {
        const isEntryScript = (tag: HtmlTag) => tag.tagName === 'script' && typeof tag.attributes?.src === 'string'
        const sources = data.headTags.filter(isEntryScript).map((tag) => String(tag.attributes!.src))
        if (sources.length === 0) return data
        data.headTags = data.headTags.filter((tag) => !isEntryScript(tag))
        data.bodyTags.push({ tagName: 'script', voidTag: false, meta: { plugin: 'scripts-after-first-paint' }, attributes: {},
          innerHTML: startScript(sources) })
        return data
      })
    })
  }
}

function startScript(sources: string[]): string {
  return `!function(s,d,w){var started;function start(){if(started)return;started=1;s.forEach(function(src){` +
    `var e=d.createElement('script');e.src=src;e.async=false;d.head.appendChild(e)})}` +
    `var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes||[];` +
    `if(!d.querySelector('.first-screen')||types.indexOf('paint')<0)return start();` +
    `new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}})` +
    `.observe({type:'paint',buffered:true});setTimeout(start,250)}(${JSON.stringify(sources)},document,window)`
}

/** Route (/pages/entry/index) → the js and css files its import() loads, without the initial ones (already loading). */
function pageChunkFiles(compilation: Compilation): Record<string, string[]> {
  const initial = new Set<string>()
  for (const chunk of compilation.chunks) if (chunk.canBeInitial()) chunk.files.forEach((f) => initial.add(f))
  const routes: Record<string, string[]> = {}
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const request = origin.request ?? ''
      if (!request.startsWith('./pages/')) continue
      const files = group.chunks.flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f) && !initial.has(f))
      routes[request.slice(1)] = [...new Set(files)]
    }
  }
  return routes
}

function preloadScript(routes: Record<string, string[]>, publicPath: string): string {
  return `!function(r,d){var p=location.pathname.replace(/\\/$/,'')||'/';(r[p]||[]).forEach(function(f){` +
    `var l=d.createElement('link');l.rel='preload';l.as=/\\.css$/.test(f)?'style':'script';l.href=${JSON.stringify(publicPath)}+f;` +
    `d.head.appendChild(l)})}(${JSON.stringify(routes)},document)`
}

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

/**
 * Resolves one package's import of a module to another file, leaving every other importer's as it is (webpack's
 * NormalModuleReplacementPlugin, narrowed by the importing file's path).
 */
export class ReplaceImportPlugin {
  constructor(private readonly request: RegExp, private readonly issuer: RegExp, private readonly replacement: string) {}

  apply(compiler: Compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(this.request, (resource: { request: string; contextInfo?: { issuer?: string } }) => {
      if (this.issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = this.replacement
    }).apply(compiler)
  }
}
