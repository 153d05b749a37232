// Namespace `poster` in Simplified Chinese, the source shape.
// The goods poster (subpackage pages/course).
const poster = {
  drawing: '海报生成中...',
  failed: '海报生成失败',
  save: '保存海报',
  hint: '保存海报后，可分享给好友或发到朋友圈',
  scanHint: '扫描二维码，查看课程详情',
  scanMiniCodeHint: '微信扫码或长按识别小程序码，查看课程详情',
  saved: '海报已保存到相册',
  downloaded: '海报已下载',
  denied: '未获得相册权限，海报未保存',
  longPress: '请长按上方海报图片保存',
  saveFailed: '保存失败，请重试'
} as const

export default poster
