// Removes the `weui` icon font from Taro's H5 base stylesheet (@tarojs/components taro-components.css). The font
// (6 KB of base64) serves only Taro's <Icon> component, which this app does not use (icons come from NutUI), yet
// it was built into the start-up scripts twice, about 9 KB of brotli every first visit waits for.
// If a page ever needs <Icon>, delete this loader's rule in config/index.ts.
module.exports = function stripWeuiFont(source) {
  return source.replace(/@font-face\s*\{[^}]*font-family:\s*weui[^}]*\}/g, '')
}
