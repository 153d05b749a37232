// Namespace `content` in Simplified Chinese, the source shape.
// Home content pages: FAQ list and FAQ detail (subpackage pages/home).
const content = {
  faq: {
    all: '全部',
    searchPlaceholder: '搜索常见问题',
    empty: '暂无相关问题',
    emptyDesc: '换个分类或关键词看看',
    category: '分类：{name}',
    views: '{n}次浏览',
    updated: '更新于 {date}',
    shareTitle: '常见问题：{question}',
    more: '没有解决您的问题？联系客服 ›'
  }
} as const

export default content
