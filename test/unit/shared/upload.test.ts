// Upload helper (product rules §7): one by one, original size, blocking 正在上传中... with progress, path to the callback.
import Taro from '@tarojs/taro'
import { chooseAndUploadImages, chooseAndUploadVideo, uploadFiles } from '@/shared/upload'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }

function answerUploads(paths: string[]) {
  const order: string[] = []
  mocked.uploadFile.mockImplementation(((opts: any) => {
    order.push(opts.filePath)
    const path = paths[order.length - 1]
    const progress = { onProgressUpdate: (cb: (p: { progress: number }) => void) => cb({ progress: 50 }) }
    setTimeout(() => opts.success({ statusCode: 200, data: JSON.stringify({ status: 1, message: '', data: { path, url: path, size: 1, mime: 'image/png' } }) }), 0)
    return progress
  }) as never)
  return order
}

beforeEach(() => {
  jest.clearAllMocks()
  mocked.__resetStorage()
})

describe('upload helper', () => {
  it('uploads several files one after another and hands each path to the callback', async () => {
    mocked.setStorageSync('token', 'tok')
    const order = answerUploads(['/uploads/a.png', '/uploads/b.png'])
    const seen: string[] = []
    const paths = await uploadFiles(['blob:1', 'blob:2'], { extra: { purpose: 'avatar' }, onUploaded: (p) => seen.push(p) })
    expect(order).toEqual(['blob:1', 'blob:2'])
    expect(seen).toEqual(['/uploads/a.png', '/uploads/b.png'])
    expect(paths).toEqual(seen)
    const call = mocked.uploadFile.mock.calls[0][0] as any
    expect(call).toEqual(expect.objectContaining({ name: 'file', header: { 'x-auth-token': 'tok' } }))
    expect(call.url).toBe('/api/file/upload?kind=image&purpose=avatar')
  })

  it('blocks the screen with 正在上传中... and shows progress, then hides it', async () => {
    answerUploads(['/uploads/a.png', '/uploads/b.png'])
    await uploadFiles(['blob:1', 'blob:2'], { onUploaded: () => {} })
    const titles = mocked.showLoading.mock.calls.map(([o]: any) => o.title)
    expect(titles).toContain('正在上传中... 1/2 0%')
    expect(titles).toContain('正在上传中... 2/2 50%')
    expect(mocked.showLoading.mock.calls.every(([o]: any) => o.mask === true)).toBe(true)
    expect(mocked.hideLoading).toHaveBeenCalled()
  })

  it('asks for images at their original size', async () => {
    mocked.chooseImage.mockResolvedValueOnce({ tempFilePaths: ['blob:1'] } as never)
    answerUploads(['/uploads/a.png'])
    await chooseAndUploadImages(3, { onUploaded: () => {} })
    expect(mocked.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 3, sizeType: ['original'] }))
  })

  it('refuses a video longer than 60 seconds without uploading it', async () => {
    ;(mocked as any).chooseVideo = jest.fn().mockResolvedValueOnce({ tempFilePath: 'blob:v', duration: 61 })
    const done = jest.fn()
    await expect(chooseAndUploadVideo({ onUploaded: done })).resolves.toEqual([])
    expect(mocked.uploadFile).not.toHaveBeenCalled()
    expect(mocked.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '视频不能超过60秒' }))
  })
})
