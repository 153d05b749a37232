// Uploading a picture from the console through the app's own upload endpoint (the same checks, the same storage);
// answers the `/uploads/...` path the server stores.
import type { Envelope } from '@contract/envelope'
import { uploadFile } from '@contract/files/endpoints'
import type { UploadResult } from '@contract/files/shapes'
import { ApiError } from './client'
import { currentLocale, translate } from '../providers/i18n-provider'
import { readToken } from './token'

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch(`${uploadFile.path}?kind=image`, { method: 'POST', headers: { 'x-auth-token': readToken(), 'x-locale': currentLocale() }, body: form })
  const answer = (await response.json().catch(() => null)) as Envelope<UploadResult> | null
  if (!answer || answer.status !== 1 || !answer.data) throw new ApiError(answer?.message || translate('requestFailed.upload'), response.status)
  return answer.data.path
}
