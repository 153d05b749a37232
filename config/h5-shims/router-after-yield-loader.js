// Starts the H5 app (React root, history, router, first page) in a task of its own, after the one that evaluates
// the framework and the app's modules. Taro's generated entry does both in one script task: about 60 ms on a quick
// machine with nothing else able to run (a long task: Lighthouse's TBT, a first tap that waits). A timeout of 0 lets
// the browser paint and handle input between the two. The entry is recognised by its router call, which it ends
// with (@tarojs/taro-loader/lib/h5.js); anything else passes through. If Taro changes that code, the build fails
// here rather than starting the app synchronously without notice.
const START = /\nvar inst = /

module.exports = function routerAfterYield(source) {
  if (!/\ncreateRouter\(history, inst, config/.test(source)) return source
  const at = source.search(START)
  if (at < 0) throw new Error('router-after-yield-loader: Taro\'s H5 entry no longer starts with "var inst = "; see the loader')
  return `${source.slice(0, at)}\nsetTimeout(function () {${source.slice(at)}\n}, 0)\n`
}
