// `platform` (platform.js) for the H5 build, loaded after the page instead of with the framework.
// Taro's H5 API imports it for one function, getDeviceInfo (brand, model, os), which this app does not call. Yet
// platform.js is 7 KB of brotli in the start-up scripts and parses the user agent with a few hundred regular
// expressions as soon as its module runs: about 20 ms at launch on a desktop CPU, 80 ms on a slow phone, before the
// first page can render. config/index.ts aliases `platform` to this module, which fetches the real one once the
// page has loaded. Until then its properties read as undefined, and getDeviceInfo answers 'unknown' (Taro's own
// answer for a browser it cannot tell).
let parsed = null

function loadParser() {
  import(/* webpackChunkName: "platform" */ 'platform/platform.js').then((module) => { parsed = module.default || module })
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') setTimeout(loadParser)
  else window.addEventListener('load', () => setTimeout(loadParser), { once: true })
}

export default new Proxy({}, { get: (_, key) => (parsed ? parsed[key] : undefined) })
