// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// babel-plugin-import loads NutUI components and their CSS one by one, so a page carries only the styles
// of the components it uses instead of NutUI's whole 230 KB stylesheet in the main package.
const nutuiPackages = '@nutui/nutui-react-taro/dist/es/packages'

module.exports = {
  presets: [
    ['taro', {
      framework: 'react',
      ts: true,
      compiler: 'webpack5',
      useBuiltIns: process.env.TARO_ENV === 'h5' ? 'usage' : false
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
