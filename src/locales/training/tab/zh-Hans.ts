// Namespace `trainTab` in Simplified Chinese, the source shape: only the texts of the 私教宝 tab (main package).
const trainTab = {
  today: '今日训练',
  start: '开始训练',
  resume: '继续训练',
  restDay: '今天是休息日',
  noPlan: '还没有训练计划',
  noPlanDesc: '用10分定制生成一周计划，或选一个力训计划',
  unsynced: '{n}组待同步',
  week: '本周 {sessions}次训练 · {volume}公斤',
  signIn: '登录后开始训练',
  signInDesc: '记录每一组，查看进步曲线',
  login: '去登录',
  entries: {
    library: '动作库', programs: '力训计划', planner: '10分定制', plans: '我的计划',
    logs: '训练日志', achieve: '成就', clients: '我的学员', coach: '我的教练', time: '预约时间', liked: '喜欢的计划'
  }
} as const

export default trainTab
