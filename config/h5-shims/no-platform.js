// `platform` (platform.js) for the H5 build: not loaded at all.
// Taro's H5 API imports it for the brand, model and OS fields of getSystemInfoSync/getDeviceInfo, which this app
// never reads (it uses the window's size only). platform.js is 6 KB of brotli and parses the user agent with a few
// hundred regular expressions when its module runs: fetched even after the page had loaded, that was a task of
// ~60 ms at a 4x slower CPU inside the window Lighthouse counts as blocking. Taro answers 'unknown' for each of
// those fields when the parser has nothing, as it does for a browser it cannot tell.
export default {}
