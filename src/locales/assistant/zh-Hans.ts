// Namespace `assistant` in Simplified Chinese, the source shape.
// The AI assistant's chat (subpackage pages/aiassistant).
const assistant = {
  intro: {
    title: '你好，我是绿动学习助手',
    text: '可以问我课程、考试、证书、班级、订单和发票等问题，我会根据平台的资料回答，并附上来源。',
    examplesTitle: '你可以这样问'
  },
  examples: { invoice: '怎么开发票？可以开专票吗？', retake: '考试没通过可以补考吗？', refund: '报名后不想学了，可以退款吗？' },
  input: { placeholder: '输入你的问题', send: '发送', stop: '停止' },
  waiting: '正在思考，大约需要10秒…',
  mode: { llm: 'AI回答', search: '搜索回答' },
  state: {
    stopped: '已停止回答',
    failed: '回答失败，请重试',
    network: '网络连接中断，请重试'
  },
  action: { copy: '复制', retry: '重试', older: '查看更早的对话', loadingOlder: '加载中...' },
  sources: '参考来源',
  kinds: { goods: '课程', news: '资讯', faq: '常见问题' },
  login: { title: '登录后使用AI助手', text: '对话记录保存在你的账号里，换手机也能看到', action: '去登录' },
  limits: '每分钟最多{perMinute}个问题，每天最多{perDay}个',
  historyError: '对话记录加载失败',
  blocked: '抱歉，这个问题暂时无法回答，可以换个问题试试。'
} as const

export default assistant
