// Stands in for jsonp-retry, which Taro's H5 request uses only for `Taro.request({ jsonp: true })`. The app talks
// to its own API over fetch and never asks for JSONP (a script-injection channel its CSP would refuse anyway), so
// the library is 1.5 KB of brotli nobody runs. A jsonp request fails with this message instead.
export default function jsonpRetry() {
  return Promise.reject(new Error('Taro.request({ jsonp }) is not available in this app: its CSP allows no JSONP'))
}
