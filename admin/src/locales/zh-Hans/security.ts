// Texts of the console's security area: two-step sign-in (TOTP) and the sign-in log.
export default {
  menu: '登录记录',
  totpMenu: '两步验证',
  title: '登录记录',
  results: { ok: '登录成功', wrong_password: '密码或验证码错误', totp_refused: '动态验证码错误', locked: '已锁定或停用' },
  fields: { at: '时间', user: '账号', userId: '用户编号', phone: '手机号', ip: 'IP 地址', device: '设备', result: '结果' },
  unknownAccount: '（非运营账号）',
  totp: {
    title: '两步验证',
    intro: '开启后，登录运营后台时除密码或短信验证码外，还需输入身份验证器 App（如 Google Authenticator、Microsoft Authenticator）中的 6 位动态验证码。',
    on: '已开启', off: '未开启', required: '你的角色要求开启两步验证，不能关闭',
    start: '开启两步验证', scan: '用身份验证器 App 扫描二维码，或手动输入密钥：', secret: '密钥',
    code: '动态验证码', codePlaceholder: '请输入 6 位动态验证码', confirm: '确认开启', disable: '关闭两步验证',
    disableHint: '输入当前的动态验证码以关闭', enabled: '两步验证已开启，其他设备上的登录已退出', disabled: '两步验证已关闭'
  }
}
