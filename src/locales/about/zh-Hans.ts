// Namespace `about` in Simplified Chinese, the source shape.
// The about tab (main package) and its pages: teachers, partners, learner stories, about pages (subpackage pages/home).
const about = {
  tab: {
    more: '了解更多',
    entries: { teachers: '讲师团队', stories: '学员故事', partners: '合作伙伴', news: '新闻动态', faq: '常见问题' },
    teachers: '明星讲师',
    stories: '学员故事',
    partners: '合作伙伴',
    all: '全部',
    contact: '联系我们',
    phone: '客服电话',
    wechat: '客服微信',
    call: '拨打',
    copy: '复制',
    online: '在线客服',
    onlineDesc: '在微信内直接咨询课程顾问',
    noContact: '客服联系方式暂未开通，可先查看常见问题'
  },
  teacher: {
    empty: '暂无讲师',
    emptyDesc: '讲师介绍即将上线',
    bio: '讲师介绍',
    courses: '主讲课程',
    noCourses: '暂无在售课程',
    goodsHeading: '授课讲师',
    goodsError: '讲师信息加载失败，点击重试'
  },
  story: {
    empty: '暂无学员故事',
    emptyDesc: '更多学员故事正在整理中',
    views: '{n}次阅读',
    course: '故事中的课程'
  },
  partner: {
    empty: '暂无合作伙伴',
    emptyDesc: '合作伙伴信息即将上线',
    website: '官网',
    copy: '复制网址',
    listHeading: '合作伙伴',
    about: '合作介绍',
    expand: '展开全文',
    collapse: '收起'
  },
  share: {
    teacher: '{name}｜{title}',
    story: '学员故事：{title}',
    partner: '合作伙伴：{name}'
  }
} as const

export default about
