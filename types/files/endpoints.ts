// Endpoints of the files context. The upload's body is multipart (field `file`), which no JSON type describes,
// so the definition has no body; the app sends it with Taro.uploadFile to this definition's path.
import type { UploadKind, UploadResult } from './shapes'
import { define } from '../define'

export const uploadFile = define<{ query: { kind?: UploadKind }; response: UploadResult }>()({
  method: 'POST', path: '/api/file/upload', access: 'user', summary: 'Upload one file (multipart field `file`); kind defaults to image'
})
