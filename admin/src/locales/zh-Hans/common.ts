// Texts of the console's frame: title, header, roles, words every area uses.
export default {
  appTitle: '绿动健身学院 · 运营后台',
  /** The one-character mark beside the title in the menu. */
  mark: '绿',
  shortTitle: '运营后台',
  language: '语言',
  roles: {
    learner: '学员', teacher: '讲师', sales: '销售', academic: '教务', ep: 'EP专员', edu: '教育结算', judge: '考官',
    trainer: '私教', admin: '管理员', finance: '财务', content: '内容运营'
  },
  words: {
    listSeparator: '、', yes: '是', no: '否', all: '全部', search: '搜索', reset: '重置', keyword: '关键词', createdAt: '创建时间', updatedAt: '更新时间',
    status: '状态', note: '备注', detail: '详情', id: '编号', dateRange: '日期范围', empty: '暂无数据', loadFailed: '加载失败',
    retry: '重试', saved: '已保存', done: '操作成功', total: '共 {{total}} 条', operator: '操作人'
  },
  login: {
    title: '登录运营后台', subtitle: '使用与 App 相同的账号登录', password: '密码登录', sms: '验证码登录', phone: '手机号',
    phonePlaceholder: '请输入手机号', passwordLabel: '密码', passwordPlaceholder: '请输入密码', code: '验证码',
    codePlaceholder: '请输入短信验证码', sendCode: '获取验证码', resend: '{{seconds}} 秒后重发', codeSent: '验证码已发送',
    submit: '登录', failed: '登录失败', notOperator: '该账号没有运营后台权限，请联系管理员开通',
    phoneInvalid: '请输入11位手机号', required: '请填写此项',
    totpTitle: '两步验证', totpHint: '请输入身份验证器 App 中的 6 位动态验证码', totpSubmit: '验证并登录',
    enrolTitle: '绑定两步验证', enrolHint: '你的角色要求两步验证：用身份验证器 App 扫描二维码，再输入其中的 6 位动态验证码',
    back: '返回重新登录'
  },
  requestFailed: { upload: '上传失败，请重试', network: '网络连接失败，请检查网络后重试', signIn: '请先登录', forbidden: '没有权限进行此操作', notFound: '内容不存在', server: '服务器出了一些问题，请稍后重试', failed: '操作失败' },
  access: { needsRoles: '需要以下角色之一：{{roles}}', forbiddenLead: '当前账号没有此页面的权限，可以前往：', forbiddenNone: '当前账号没有可以打开的页面，请换一个账号登录', signOut: '退出登录' }
}
