// Texts of the training area (私教宝) of the console.
export default {
  menu: '私教宝',
  muscles: {
    chest: '胸', back: '背', shoulders: '肩', biceps: '肱二头', triceps: '肱三头', forearms: '前臂', abs: '腹',
    obliques: '腹斜肌', lower_back: '下背', glutes: '臀', quads: '股四头', hamstrings: '腘绳肌', calves: '小腿',
    adductors: '内收肌', neck: '颈', full_body: '全身'
  },
  functions: {
    upper_push: '上肢推', upper_pull: '上肢拉', squat: '蹲', hinge: '髋铰链', lunge: '弓步', core: '核心',
    carry: '负重行走', rotation: '旋转', locomotion: '移动', mobility: '灵活性'
  },
  tools: {
    bodyweight: '自重', barbell: '杠铃', dumbbell: '哑铃', kettlebell: '壶铃', machine: '器械', cable: '绳索',
    band: '弹力带', pullup_bar: '单杠', bench: '卧推凳', medicine_ball: '药球', trx: 'TRX', cardio_machine: '有氧器械'
  },
  units: { weight: '重量', distance: '距离', time: '时间', reps: '次数' },
  access: { free: '免费', code: '兑换码解锁', purchase: '购买解锁' },
  moves: {
    menu: '动作库', title: '动作', add: '新增动作', editTitle: '编辑动作', createTitle: '新增动作', keyword: '动作名称',
    hide: '隐藏', show: '显示', hidden: '已隐藏', visible: '显示中', hideConfirm: '隐藏后用户不再能搜到该动作（已有计划和记录不受影响），确定？',
    fields: {
      name: '名称', primaryMuscle: '主要肌群', secondaryMuscles: '次要肌群', functionPart: '功能部位', tool: '器械', unit: '计量方式',
      level: '难度（1-5）', cues: '动作要点（每行一条）', mistakes: '常见错误（每行一条）', progressionNote: '进阶与退阶说明',
      progressionIds: '进阶动作', regressionIds: '退阶动作', picture: '示范图片', video: '示范视频', status: '状态', updatedAt: '更新时间'
    },
    upload: { upload: '上传图片', remove: '移除图片', video: '上传视频', removeVideo: '移除视频' }
  },
  libraries: {
    menu: '动作库发布', title: '动作库', add: '新建动作库', editTitle: '编辑动作库', createTitle: '新建动作库',
    publish: '发布', unpublish: '下架', published: '已发布', draft: '未发布', company: '公司', trainer: '教练 #{{id}}',
    fields: { name: '名称', intro: '简介', moves: '动作', owner: '归属', subscribers: '订阅人数', status: '状态' },
    movesHint: '输入动作名称搜索'
  },
  programs: {
    menu: '力训计划', title: '力训计划', keyword: '计划名称', publish: '上架', unpublish: '下架', published: '已上架', draft: '未上架',
    codes: '兑换码', price: '¥{{price}}',
    fields: { title: '名称', level: '难度', weeks: '周数', daysPerWeek: '每周练', access: '解锁方式', codes: '兑换码（已用/已发）', status: '状态', updatedAt: '更新时间' }
  },
  schedule: {
    edit: '编辑课表', title: '编辑课表：{{program}}', week: '第{{n}}周', addWeek: '复制末周为新一周', removeWeek: '删除本周',
    day: '第{{n}}天', dayName: '名称', restDay: '休息日', addModule: '添加模块', removeModule: '删除模块', moduleKind: '模块',
    rounds: '轮数', moduleRest: '组间休息（秒）', addMove: '添加动作', removeMove: '删除动作', move: '动作', movePlaceholder: '输入动作名称搜索',
    sets: '组', addSet: '加一组', removeSet: '删除这一组', reps: '次数', load: '负荷', loadMode: '负荷方式', duration: '时长（秒）', rest: '休息（秒）',
    saved: '课表已保存', noMoves: '没有动作',
    kinds: { warmup: '热身', main: '主训练', superset: '超级组', circuit: '循环', cooldown: '放松' },
    loadModes: { fixed: '公斤', percent_1rm: '%1RM', rir: 'RIR（保留次数）' }
  },
  codes: {
    title: '兑换码：{{program}}', generate: '生成兑换码', count: '数量（1-500）', expiresAt: '过期时间（不填则长期有效）',
    generated: '已生成 {{n}} 个兑换码', used: '已使用', unused: '未使用', all: '全部', close: '关闭',
    fields: { code: '兑换码', batch: '批次', usedBy: '使用人', usedAt: '使用时间', expiresAt: '过期时间', createdAt: '生成时间', state: '状态' }
  },
  reports: {
    menu: '举报处理', title: '被举报的分享计划', hide: '隐藏计划', dismiss: '驳回', hideConfirm: '隐藏后该分享链接对所有人失效，确定？',
    statuses: { open: '待处理', hidden: '已隐藏', dismissed: '已驳回' },
    fields: { plan: '计划', owner: '计划主人', reporter: '举报人', reason: '原因', status: '状态', createdAt: '举报时间', handledAt: '处理时间' }
  }
}
