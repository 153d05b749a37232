// Namespace `poster` in English.
// The goods poster (subpackage pages/course).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const poster: Translation<typeof zhHans> = {
  drawing: 'Drawing the poster...',
  failed: 'Could not draw the poster',
  save: 'Save poster',
  hint: 'Save the poster, then share it with friends',
  scanHint: 'Scan the QR code to see the course',
  scanMiniCodeHint: 'Scan in WeChat to see the course',
  saved: 'Poster saved to your photos',
  downloaded: 'Poster downloaded',
  denied: 'No access to your photos; the poster was not saved',
  longPress: 'Press and hold the poster above to save it',
  saveFailed: 'Saving failed, please try again'
}

export default poster
