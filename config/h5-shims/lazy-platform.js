// `platform` (platform.js) for the H5 build, parsed on first use instead of when the bundle starts.
// Taro's H5 API imports it for one function (getDeviceInfo: brand, model, os), but platform.js parses the user
// agent with a few hundred regular expressions as soon as its module runs: about 20 ms at launch on a desktop CPU,
// 80 ms on a slow phone, before the first page can render. This stands in for the module (config/index.ts aliases
// `platform` here) and loads the real one when a property is first read.
let parsed
const load = () => {
  parsed = parsed || require('platform/platform.js')
  return parsed
}

module.exports = new Proxy({}, {
  // webpack's import interop asks for __esModule right away; answering it must not load the parser.
  get: (_, key) => (key === '__esModule' ? undefined : load()[key]),
  has: (_, key) => key in load()
})
