import { VIDEO_EXTENSIONS, extensionOf, isVideo } from '@/shared/media'

describe('isVideo', () => {
  it('recognises every extension of product rules §5', () => {
    expect([...VIDEO_EXTENSIONS]).toEqual(['mp4', 'avi', 'rmvb', 'rm', 'flash', '3gp', 'mkv', 'webm', 'mov'])
    for (const ext of VIDEO_EXTENSIONS) expect(isVideo(`https://cdn.example.com/a/clip.${ext}`)).toBe(true)
  })

  it('ignores letter case', () => {
    expect(isVideo('/uploads/CLIP.MP4')).toBe(true)
    expect(isVideo('/uploads/clip.Mov')).toBe(true)
  })

  it('ignores the query string and the hash', () => {
    expect(isVideo('https://x.cn/v/lesson.mp4?sign=abc.jpg&t=1')).toBe(true)
    expect(isVideo('https://x.cn/v/lesson.webm#t=30')).toBe(true)
    expect(isVideo('https://x.cn/cover.jpg?from=video.mp4')).toBe(false)
  })

  it('does not treat images, documents or lookalike extensions as video', () => {
    for (const url of ['a.jpg', 'a.png', 'a.pdf', 'a.mp3', 'a.mp4x', 'a.rmx', 'a.form']) expect(isVideo(url)).toBe(false)
  })

  it('is false for names without an extension, dots in folders and empty values', () => {
    expect(isVideo('https://x.cn/videos.mp4/stream')).toBe(false)
    expect(isVideo('https://x.cn/mp4')).toBe(false)
    expect(isVideo('')).toBe(false)
    expect(isVideo(undefined)).toBe(false)
    expect(isVideo(null)).toBe(false)
  })
})

describe('extensionOf', () => {
  it('returns the lower-cased last extension of the path', () => {
    expect(extensionOf('/a/b.tar.GZ?x=1')).toBe('gz')
    expect(extensionOf('/a/b')).toBe('')
  })
})
