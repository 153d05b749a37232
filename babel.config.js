// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// babel-plugin-import loads NutUI components and their CSS one by one, so a page carries only the styles
// of the components it uses instead of NutUI's whole 230 KB stylesheet in the main package.
const nutuiPackages = '@nutui/nutui-react-taro/dist/es/packages'

// H5 compiles for the browsers the site can run in at all, not for package.json's browserslist (Android 4.1, iOS 8),
// which autoprefixer keeps using for CSS. Dependencies webpack does not transpile already set the floor: mobx 7
// ships optional chaining and query-string (Taro's router) calls String.prototype.replaceAll, so an older
// browser fails on the bundle anyway (Chrome 85, iOS/Safari 13.4/13.1; WeChat's XWeb is well above). Transpiling
// our code and Taro's down to ES5 with core-js ponyfills for every Promise, Set and .map() only added weight and
// start-up time.
const H5_TARGETS = { chrome: '85', ios: '13.4', safari: '13.1' }
const isH5 = process.env.TARO_ENV === 'h5'
// No core-js on H5 at all: the preset's useBuiltIns 'usage' means transform-runtime ponyfills, which ignore
// targets (~130 KB of core-js-pure before minification, plus a wrapper call for every .map/.includes), and
// babel-plugin-polyfill-corejs3's usage-global guesses from method names (`.map` pulls in iterator helpers,
// `new Set` the ES2025 set methods: 155 KB, none of it needed). Every built-in the app, NutUI and Taro call
// exists in the targets above (checked on the build output: no .at(), Object.hasOwn, findLast, structuredClone,
// Promise.any).

module.exports = {
  presets: [
    ['taro', {
      framework: 'react',
      ts: true,
      compiler: 'webpack5',
      useBuiltIns: false,
      ...(isH5 ? { targets: H5_TARGETS } : {})
    }]
  ],
  plugins: [
    ['import', {
      libraryName: '@nutui/nutui-react-taro',
      libraryDirectory: 'dist/es/packages',
      style: (name) => `${name}/style/css`,
      camel2DashComponentName: false,
      customName: (name) => `${nutuiPackages}/${name.toLowerCase()}`
    }, 'nutui-react-taro']
  ]
}
