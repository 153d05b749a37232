// Stands in for whatwg-fetch and abortcontroller-polyfill, which Taro's H5 request imports for browsers without
// fetch or AbortController. Every browser the H5 build targets (Chrome 85, iOS 13.4, see config/index.ts) has both,
// so the polyfills only cost start-up bytes (about 4 KB of brotli).
export {}
