// Two changes to how Taro's generated H5 entry (@tarojs/taro-loader/lib/h5.js) starts the app, both so that the
// first load is made of short tasks (Lighthouse's TBT; a first tap that waits):
// - The app (React root, history, router, first page) starts in a task of its own, after the one that evaluates
//   the framework's and the app's modules: Taro's entry did both in one script task (62–67 ms at full speed on the
//   2-core machine of docs/speed.md, 2026-12-07).
// - Pages mount in a React transition: Taro's AppWrapper adds a page with forceUpdate, which React renders in one
//   go (a default-priority update is not time-sliced); in a transition React yields to the browser every 5 ms.
// The entry is recognised by its router call, which it ends with; anything else passes through. If Taro changes the
// code around it, the build fails here rather than starting the app the old way without notice.
const START = /\nvar inst = [^\n]*\n/
const FRAMEWORK = 'React'

module.exports = function routerAfterYield(source) {
  if (!/\ncreateRouter\(history, inst, config/.test(source)) return source
  const start = START.exec(source)
  if (!start || !source.includes(`import * as ${FRAMEWORK} from 'react'`)) {
    throw new Error('router-after-yield-loader: Taro\'s H5 entry is not shaped as this loader expects; see the loader')
  }
  const afterInst = start.index + start[0].length
  const mountInTransition =
    `var taroMount = inst.mount\n` +
    `inst.mount = function () { var self = this, args = arguments; ${FRAMEWORK}.startTransition(function () { taroMount.apply(self, args) }) }\n`
  return `${source.slice(0, start.index)}\nsetTimeout(function () {${source.slice(start.index, afterInst)}${mountInTransition}` +
    `${source.slice(afterInst)}\n}, 0)\n`
}
