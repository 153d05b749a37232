// Upload helper (product rules §7): images at original size, several files uploaded one by one, videos up to 60 s,
// a blocking 正在上传中... toast that shows progress, and each returned data.path passed to the caller.
import Taro from '@tarojs/taro'
import { uploadFile } from '@contract/files/endpoints'
import type { Envelope } from '@contract/envelope'
import type { UploadKind, UploadResult } from '@contract/files/shapes'
import { t } from './i18n'
import { apiUrl, RequestError, settle, storedToken } from './request'
import { showToast } from './toast'

export const MAX_VIDEO_SECONDS = 60 // product rules §9

export interface UploadOptions {
  kind?: UploadKind
  /** Extra parameters, sent in the query string (product rules §7). */
  extra?: Record<string, string | number>
  onUploaded: (path: string, result: UploadResult) => void
}

/** Taro.uploadFile sends the multipart body itself; only the path (and method POST) come from the definition. */
function uploadUrl(kind: UploadKind, extra: Record<string, string | number> = {}): string {
  const query = Object.entries({ kind, ...extra })
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return apiUrl(`${uploadFile.path}?${query}`)
}

function showProgress(index: number, total: number, percent: number) {
  const base = t('shell.upload.uploading')
  const suffix = total > 1 ? ` ${index + 1}/${total}` : ''
  Taro.showLoading({ title: `${base}${suffix} ${percent}%`, mask: true })
}

function uploadOne(filePath: string, url: string, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const task = Taro.uploadFile({
      url,
      filePath,
      name: 'file',
      header: { 'x-auth-token': storedToken() },
      success: (res) => {
        let body: Envelope<UploadResult> | undefined
        try { body = JSON.parse(res.data) } catch { body = undefined }
        settle<UploadResult>(res.statusCode, body).then(resolve, reject)
      },
      fail: () => reject(new RequestError('network'))
    })
    task?.onProgressUpdate?.((p) => onProgress(p.progress))
  })
}

/** Uploads files one after another, reporting each path as it arrives; stops at the first failure. */
export async function uploadFiles(filePaths: string[], options: UploadOptions): Promise<string[]> {
  const url = uploadUrl(options.kind ?? 'image', options.extra)
  const paths: string[] = []
  try {
    for (const [index, filePath] of filePaths.entries()) {
      showProgress(index, filePaths.length, 0)
      const result = await uploadOne(filePath, url, (percent) => showProgress(index, filePaths.length, percent))
      paths.push(result.path)
      options.onUploaded(result.path, result)
    }
  } finally {
    Taro.hideLoading()
  }
  return paths
}

export async function chooseAndUploadImages(count: number, options: UploadOptions): Promise<string[]> {
  const picked = await Taro.chooseImage({ count, sizeType: ['original'], sourceType: ['album', 'camera'] })
  return uploadFiles(picked.tempFilePaths, { ...options, kind: options.kind ?? 'image' })
}

export async function chooseAndUploadVideo(options: UploadOptions): Promise<string[]> {
  const picked = await Taro.chooseVideo({ maxDuration: MAX_VIDEO_SECONDS, sourceType: ['album', 'camera'] })
  if (picked.duration > MAX_VIDEO_SECONDS) {
    void showToast(t('shell.upload.videoTooLong', { seconds: MAX_VIDEO_SECONDS }))
    return []
  }
  return uploadFiles([picked.tempFilePath], { ...options, kind: 'video' })
}
