// Uploading a picture from the console through the app's own upload endpoint (the same checks, the same storage);
// answers the `/uploads/...` path the server stores.
import type { Envelope } from '@contract/envelope'
import { uploadFile } from '@contract/files/endpoints'
import type { UploadResult } from '@contract/files/shapes'
import { ApiError } from './client'
import { readToken } from './token'

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch(`${uploadFile.path}?kind=image`, { method: 'POST', headers: { 'x-auth-token': readToken() }, body: form })
  const answer = (await response.json().catch(() => null)) as Envelope<UploadResult> | null
  if (!answer || answer.status !== 1 || !answer.data) throw new ApiError(answer?.message || '上传失败，请重试', response.status)
  return answer.data.path
}
