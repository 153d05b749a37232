// Namespace `search` in Simplified Chinese, the source shape.
// The search page (pages/entry/searchDetail, main package): goods, news and FAQ together.
const search = {
  placeholder: '搜索课程、资讯、常见问题',
  submit: '搜索',
  history: '搜索历史',
  clear: '清空',
  hot: '热门搜索',
  hint: '输入关键词，搜索课程、资讯和常见问题',
  tabs: { goods: '课程', news: '资讯', faq: '常见问题' },
  tabCount: '{name} {n}',
  noResult: '没有找到与“{keyword}”相关的{kind}',
  noResultDesc: '换个关键词，或看看其他分类',
  clearKeyword: '清除搜索'
} as const

export default search
