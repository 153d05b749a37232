// Namespace `home` in Simplified Chinese, the source shape.
// The home tab and what it leads to: banners, notices (最新公告), the entry grid, news (新闻动态). Main package: the
// home tab and the notice page are in it, and the news pages of subpackage pages/home read the same texts.
const home = {
  sections: { goods: '热门课程', news: '新闻动态', stories: '学员故事', more: '更多' },
  grid: { courses: '课程', exams: '考试', calculators: '计算器', assistant: 'AI助手', faq: '常见问题' },
  banner: { slide: '第{n}张，共{total}张' },
  empty: '内容正在准备中',
  emptyDesc: '稍后下拉刷新看看',
  notices: {
    label: '公告',
    unread: '未读',
    empty: '暂无公告',
    emptyDesc: '学院发布的通知会显示在这里',
    published: '发布于 {date}',
    shareTitle: '最新公告：{title}'
  },
  news: {
    all: '全部',
    categories: { academy: '学院动态', industry: '行业资讯', event: '活动报道' },
    empty: '暂无新闻',
    emptyDesc: '换个分类看看',
    views: '{n}次阅读',
    source: '来源：{source}',
    shareTitle: '新闻动态：{title}',
    more: '查看更多新闻动态'
  },
  stories: { learner: '学员 {name}' }
} as const

export default home
