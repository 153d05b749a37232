// Demo exams (with sessions in several cities), lectures and bundles.
import type { SeedGoods } from './types'

const EXAM: SeedGoods['agreements'] = ['goods-exam-registration', 'goods-refund']
const LECTURE: SeedGoods['agreements'] = ['goods-course-purchase']
const BUNDLE: SeedGoods['agreements'] = ['goods-course-purchase', 'goods-refund']

export const EXAMS: SeedGoods[] = [
  {
    slug: 'cpr-aed-exam', kind: 'exam', title: 'CPR+AED急救认证考试', subtitle: '半天实操考核 · 证书有效期2年',
    priceYuan: 380, originalYuan: 480, sort: 95,
    tags: ['急救', '考试'], discounts: ['考试当天提供模拟人练习'],
    intro: '按照最新心肺复苏指南考核成人与儿童心肺复苏、AED使用与气道异物梗阻处理，通过即颁发认证证书。',
    outline: ['现场安全评估与呼救', '胸外按压与人工呼吸', 'AED操作', '气道异物梗阻处理'],
    highlights: ['多城市每月开考', '考试未通过可免费补考一次'],
    audience: ['健身教练（多数考试报名需持有效CPR证书）', '学校、企业安全员'], agreements: EXAM
  },
  {
    slug: 'personal-trainer-assessment', kind: 'exam', title: '私人教练考核', subtitle: '理论笔试+实操带课',
    priceYuan: 980, originalYuan: 980, sort: 75,
    tags: ['考核', '私教'], discounts: [],
    intro: '考核私人教练的理论知识、动作示范与纠错、课程设计与沟通能力，通过后获得学院私人教练资格证书。',
    outline: ['理论笔试（60分钟）', '动作示范与纠错', '模拟一对一带课'],
    highlights: ['考官由资深主教练担任'],
    audience: ['完成私教培训的学员', '在职教练'], agreements: EXAM
  },
  {
    slug: 'pilates-mat-exam', kind: 'exam', title: '普拉提垫上认证考核', subtitle: '笔试+垫上教学演示',
    priceYuan: 680, originalYuan: 680, sort: 65,
    tags: ['普拉提', '考核'], discounts: [],
    intro: '考核垫上动作技术、口令与教学演示，通过后颁发普拉提垫上认证证书。',
    outline: ['理论笔试', '动作演示', '教学演示'],
    highlights: ['证书全国通用'],
    audience: ['完成垫上初级课程的学员'], agreements: EXAM
  },
  {
    slug: 'fitness-coach-national-exam', kind: 'exam', title: '国家职业技能等级认定（健身教练）考试',
    subtitle: '理论+技能操作 · 五级/四级', priceYuan: 1200, originalYuan: 1200, sort: 85,
    tags: ['职业资格', '考试'], discounts: ['本院学员报名赠送在线题库'],
    intro: '职业技能等级认定考试，包括理论知识考试与技能操作考核，成绩合格者颁发职业技能等级证书。',
    outline: ['理论知识考试（90分钟）', '技能操作考核', '综合评审'],
    highlights: ['考前一周开放模拟考试'],
    audience: ['完成健身教练培训的学员', '符合申报条件的在职教练'], agreements: EXAM
  }
]

export const LECTURES: SeedGoods[] = [
  {
    slug: 'functional-training-lecture', kind: 'lecture', title: '功能性训练讲座', subtitle: '半天公开课 · 动作模式入门',
    priceYuan: 199, originalYuan: 299, sort: 58,
    tags: ['讲座', '线下'], discounts: ['到场即送训练弹力带'],
    intro: '用半天时间了解功能性训练的核心理念与六大动作模式，现场体验一套完整的功能性训练课。',
    outline: ['什么是功能性训练', '六大动作模式', '现场体验课'],
    highlights: ['名额有限，先到先得'],
    audience: ['健身爱好者', '想了解功能性训练的教练'], agreements: LECTURE
  },
  {
    slug: 'career-lecture', kind: 'lecture', title: '健身教练职业发展讲座', subtitle: '入行路径、收入结构与成长规划',
    priceYuan: 99, originalYuan: 199, sort: 52,
    tags: ['讲座', '职业规划'], discounts: [],
    intro: '资深店长分享健身教练的入行路径、收入构成与职业发展方向，现场答疑。',
    outline: ['行业现状', '教练收入构成', '职业成长路径', '现场答疑'],
    highlights: ['现场交流'],
    audience: ['准备入行的健身爱好者', '入行三年内的教练'], agreements: LECTURE
  },
  {
    slug: 'sports-nutrition-lecture', kind: 'lecture', title: '运动营养入门讲座', subtitle: '线上直播回放 · 90分钟',
    priceYuan: 29.9, originalYuan: 49, sort: 48,
    tags: ['讲座', '线上', '营养'], discounts: [],
    intro: '90分钟讲清楚训练人群怎么吃：热量、蛋白质与训练前后饮食。',
    outline: ['热量与体重', '蛋白质吃多少', '训练前后怎么吃'],
    highlights: ['可反复回看'],
    audience: ['健身爱好者'], agreements: LECTURE
  },
  {
    slug: 'women-strength-lecture', kind: 'lecture', title: '女性力量训练公开课', subtitle: '线上直播回放 · 打破“练壮”误区',
    priceYuan: 19.9, originalYuan: 39, sort: 42,
    tags: ['讲座', '线上'], discounts: [],
    intro: '女性为什么需要力量训练，如何从零开始安全地练。',
    outline: ['常见误区', '入门动作', '一周训练计划示例'],
    highlights: ['女性教练主讲'],
    audience: ['女性健身爱好者'], agreements: LECTURE
  }
]

export const BUNDLES: SeedGoods[] = [
  {
    slug: 'nutrition-posture-bundle', kind: 'bundle', title: '营养与体态进阶套餐', subtitle: '运动营养师课程 + 体态评估 + 营养讲座',
    priceYuan: 2980, originalYuan: 3289.9, sort: 88,
    tags: ['套餐', '线上'], discounts: ['已购套餐内课程的，下单时自动抵扣该课程价格'],
    intro: '线上进修组合：营养方案设计与体态评估纠正，一次购齐更优惠。',
    outline: ['运动营养师课程（48课时）', '体态评估与纠正性训练（24课时）', '运动营养入门讲座'],
    highlights: ['比单独购买节省309.9元'],
    audience: ['希望提升服务能力的私人教练'], agreements: BUNDLE,
    items: ['sports-nutrition', 'rehab-posture', 'sports-nutrition-lecture']
  },
  {
    slug: 'coach-online-bundle', kind: 'bundle', title: '私教线上进修套餐', subtitle: '青少年体能 + 体态评估',
    priceYuan: 2380, originalYuan: 2860, sort: 68,
    tags: ['套餐', '线上'], discounts: ['已购套餐内课程的，下单时自动抵扣该课程价格'],
    intro: '拓展青少年与体态纠正两类会员，适合想增加课程品类的私教。',
    outline: ['青少年体能训练指导', '体态评估与纠正性训练'],
    highlights: ['两门课程永久回看'],
    audience: ['在职私人教练'], agreements: BUNDLE,
    items: ['youth-fitness', 'rehab-posture']
  }
]
