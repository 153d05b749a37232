// Namespace `common` in Simplified Chinese, the source shape.
// The shared pieces in src/shared: toasts, validators, picker, list footers, pull-to-refresh (main package).
const common = {
  action: {
    confirm: '确认',
    cancel: '取消',
    retry: '重试'
  },
  toast: {
    copySuccess: '复制成功！',
    copyFail: '复制失败！',
    serverError: '服务器出了一些问题~'
  },
  validate: {
    invalid: '{field}输入有误',
    phone: '手机号',
    email: '邮箱'
  },
  picker: {
    title: '请选择',
    confirm: '确定',
    cancel: '取消',
    year: '{n}年',
    month: '{n}月',
    day: '{n}日',
    hour: '{n}时',
    minute: '{n}分'
  },
  loadMore: {
    loading: '加载中...',
    more: '上拉加载更多',
    done: '已全部加载',
    error: '加载失败，点击重试'
  },
  invalidLink: {
    title: '链接无效',
    description: '这个页面需要完整的链接，请从列表重新进入',
    home: '返回首页'
  },
  /** A label and its value on one line, with the colon of the language (full-width in Chinese). */
  labelled: '{label}：{value}',
  remote: {
    error: '加载失败，请稍后重试'
  },
  permission: {
    title: '需要授权',
    address: '导入微信地址需要通讯地址权限，请在设置中开启后再试。',
    album: '保存海报需要相册权限，请在设置中开启“添加到相册”后再试。',
    openSettings: '去设置'
  },
  empty: {
    title: '暂无数据',
    /** Calls to action of empty states: to the course tab, to add the first item. */
    browse: '去逛逛',
    add: '去添加'
  },
  pageLoading: {
    text: '加载中...'
  },
  pullRefresh: {
    pulling: '下拉刷新',
    reached: '释放立即刷新',
    refreshing: '正在刷新...',
    restoring: '刷新完成'
  }
} as const

export default common
