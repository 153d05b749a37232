// Namespace `poster` in Traditional Chinese.
// The goods poster (subpackage pages/course).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const poster: Translation<typeof zhHans> = {
  drawing: '海報生成中...',
  failed: '海報生成失敗',
  save: '保存海報',
  hint: '保存海報後，可分享給好友或發到朋友圈',
  scanHint: '掃描二維碼，查看課程詳情',
  scanMiniCodeHint: '微信掃碼或長按識別小程序碼，查看課程詳情',
  saved: '海報已保存到相簿',
  downloaded: '海報已下載',
  denied: '未獲得相簿權限，海報未保存',
  longPress: '請長按上方海報圖片保存',
  saveFailed: '保存失敗，請重試'
}

export default poster
