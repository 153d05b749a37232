// 新闻动态 (product rules §2). enableShareAppMessage: the mini-program offers 转发 (useShareAppMessage sets title and path).
export default definePageConfig({ navigationBarTitleText: '新闻动态', enableShareAppMessage: true })
