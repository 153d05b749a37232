// URLs of files on the static-assets base (uploads). Paths from the server look like /uploads/…; the base is
// the build-time TARO_APP_STATIC_BASE (a CDN or object-storage domain), else the API host (same origin on H5).
import { apiHost } from './request'

export function assetUrl(path: string): string {
  if (!path || /^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path
  return (process.env.TARO_APP_STATIC_BASE || apiHost()) + path
}
