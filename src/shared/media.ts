// Media recognition (product rules §5): decides whether an uploaded or linked file plays as a video.

/** Product rules §5's list, kept as given ('flash' included) so links the old app treated as video still are. */
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'rmvb', 'rm', 'flash', '3gp', 'mkv', 'webm', 'mov'] as const

const videoExtensions = new Set<string>(VIDEO_EXTENSIONS)

/** The extension of a URL's last path segment, lower-cased, with query string and hash ignored. */
export function extensionOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0]
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** True when the URL names a video file by its extension (case-insensitive). */
export function isVideo(url: string | null | undefined): boolean {
  return !!url && videoExtensions.has(extensionOf(url))
}
