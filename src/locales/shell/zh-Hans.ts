// Namespace `shell` in Simplified Chinese, the source shape.
// Brand, tab bar, page loading, request layer (main package).
const shell = {
  brand: { name: '绿动健身学院', short: '绿动' },
  tabs: { home: '首页', course: '课程', train: '私教宝', about: '关于{short}', mine: '我的' },
  upload: { uploading: '正在上传中...', videoTooLong: '视频不能超过{seconds}秒' },
  pageLoader: { loading: '加载中...', timeout: '网络连接超时，请点击屏幕重试' },
  entry: {
    homeEmpty: '首页内容即将上线',
    homeEmptyDesc: '课程推荐、最新公告和讲师团队会在这里展示',
    trainEmpty: '私教宝暂未开放',
    trainEmptyDesc: '训练计划、动作库和训练日志会在这里展示',
    aboutEmpty: '暂无介绍',
    aboutEmptyDesc: '公司介绍、合作伙伴和学员故事会在这里展示'
  }
} as const

export default shell
