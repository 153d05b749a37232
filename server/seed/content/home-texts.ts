// The demo notices (最新公告) and banners of the home page. Notices are a school's everyday announcements; banners
// lead to a course, an exam, a news article and the FAQ (each picture is server/seed/assets/content/<image>.jpg).

export interface SeedNotice {
  title: string
  daysAgo: number
  lines: string[]
}

export const SEED_NOTICES: SeedNotice[] = [
  {
    title: '健身教练职业技能等级认定下期考试报名开始', daysAgo: 1,
    lines: [
      '下期健身教练职业技能等级认定（五级/四级）考试现已开放报名，考点设在上海、杭州、广州、成都四地。',
      '- 报名方式：课程页「考试」分类中选择对应场次下单；',
      '- 报名截止：各场次开考前14天，名额满即止；',
      '- 准考证：开考前7天起在订单详情中查看。',
      '已参加学院培训的学员报名时将自动享受考务费优惠。'
    ]
  },
  {
    title: '本周六凌晨系统维护通知', daysAgo: 4,
    lines: [
      '为提升服务稳定性，小程序和网页版将于本周六凌晨 02:00–04:00 进行系统维护。',
      '维护期间无法下单、支付和观看线上课程，已购买的课程和订单不受影响。给您带来的不便，敬请谅解。'
    ]
  },
  {
    title: '发票开具时间调整说明', daysAgo: 9,
    lines: [
      '自本月起，电子发票将在订单完成后3个工作日内开具（此前为5个工作日），开具后可在订单详情的「发票信息」中下载。',
      '纸质发票仍按原流程邮寄，寄出后可在订单详情中查看物流。如需修改发票抬头，请在开具前联系客服。'
    ]
  },
  {
    title: '杭州训练基地开放自主练习预约', daysAgo: 16,
    lines: [
      '杭州训练基地已开放学员自主练习预约。在读学员每周可预约2个时段，每个时段90分钟。',
      '请按预约时间到场，迟到超过15分钟视为取消。基地不提供毛巾，请自带运动水杯。'
    ]
  },
  {
    title: '学员退款审核时效调整', daysAgo: 30,
    lines: [
      '为了让退款更快到账，学院调整了退款审核流程：学员提交退款申请后，客服将在2个工作日内完成审核（此前为5个工作日）。',
      '审核通过后，款项按原支付方式退回，微信支付一般1～3个工作日到账。具体退款规则请查看「常见问题」中的支付与退款说明。'
    ]
  }
]

export type SeedBannerLink =
  | { kind: 'goods'; slug: string }
  | { kind: 'news'; title: string }
  | { kind: 'route'; path: string }

export interface SeedBanner {
  title: string
  image: string
  link: SeedBannerLink
}

export const SEED_BANNERS: SeedBanner[] = [
  { title: '零基础入行健身教练 · 30天系统集训', image: 'banner-coach-course', link: { kind: 'goods', slug: 'fitness-coach-national' } },
  { title: '职业技能等级认定考试报名中', image: 'banner-national-exam', link: { kind: 'goods', slug: 'fitness-coach-national-exam' } },
  { title: '第十二届教练技能大赛圆满落幕', image: 'banner-contest', link: { kind: 'news', title: '第十二届教练技能大赛圆满落幕' } },
  { title: '报名、考试、退款，常见问题一站看懂', image: 'banner-faq', link: { kind: 'route', path: 'pages/home/faq' } }
]
