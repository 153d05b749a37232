// Demo courses: offline training with classes in several cities, and online courses without classes.
import type { SeedGoods } from './types'

const OFFLINE: SeedGoods['agreements'] = ['goods-course-purchase', 'goods-training-safety', 'goods-refund']
const ONLINE: SeedGoods['agreements'] = ['goods-course-purchase', 'goods-refund']

export const COURSES: SeedGoods[] = [
  {
    slug: 'fitness-coach-national', kind: 'course', title: '国家职业资格健身教练培训（初级）',
    subtitle: '30天脱产集训 · 理论+实操+考前辅导', priceYuan: 6800, originalYuan: 8800, sort: 100, ships: true,
    tags: ['职业资格', '线下集训', '包教材'], discounts: ['新学员报名立减500元（领券后下单）', '两人同行每人再减300元', '报名即寄送全套纸质教材与训练手册'],
    intro: '系统学习人体解剖、运动生理与训练方法，掌握私教课设计与会员服务流程，结业后可报名国家职业技能等级认定。',
    outline: ['人体解剖与运动生理基础', '抗阻训练动作标准与保护', '心肺训练与体能测评', '私教课程设计与销售流程', '考前理论串讲与实操模拟'],
    highlights: ['小班教学，每班不超过30人', '一线连锁健身房主教练授课', '结业推荐就业'],
    audience: ['想入行成为健身教练的健身爱好者', '希望系统补足理论的在职教练', '体育相关专业在校生'], agreements: OFFLINE
  },
  {
    slug: 'pilates-mat-basic', kind: 'course', title: '普拉提垫上初级认证',
    subtitle: '4天掌握垫上34式 · 含认证考核辅导', priceYuan: 4980, originalYuan: 5980, sort: 90,
    tags: ['普拉提', '认证课程'], discounts: ['早鸟价：开课30天前报名立减400元', '老学员复训享5折'],
    intro: '从普拉提六大原则出发，逐一拆解垫上经典动作的要领、常见错误与进阶退阶，学会为不同会员编排一堂完整的垫上课。',
    outline: ['普拉提历史与六大原则', '核心激活与呼吸模式', '垫上经典动作精讲', '小组课编排与口令', '认证考核模拟'],
    highlights: ['国际认证导师授课', '赠送课程视频回看90天'],
    audience: ['瑜伽、普拉提爱好者', '希望增加团课技能的健身教练', '康复与体态相关从业者'], agreements: OFFLINE
  },
  {
    slug: 'sports-nutrition', kind: 'course', title: '运动营养师课程', subtitle: '线上48课时 · 随到随学',
    priceYuan: 1980, originalYuan: 2680, sort: 80, ships: true,
    tags: ['线上课程', '营养'], discounts: ['购课赠送《运动营养实用手册》纸质版', '完成全部课时可获结业证书'],
    intro: '掌握能量代谢、宏量营养素分配与补剂选择，能够为增肌、减脂和耐力训练人群制定可执行的饮食方案。',
    outline: ['能量平衡与基础代谢', '蛋白质、碳水与脂肪的分配', '训练前后营养策略', '常见补剂的证据与风险', '饮食记录与方案调整'],
    highlights: ['注册营养师主讲', '附赠20份饮食方案模板'],
    audience: ['健身教练与私教', '有增肌减脂需求的健身爱好者'], agreements: ONLINE
  },
  {
    slug: 'functional-training-course', kind: 'course', title: '功能性训练专项课程', subtitle: '3天实操 · 动作模式与训练编排',
    priceYuan: 3280, originalYuan: 3980, sort: 70,
    tags: ['功能性训练', '线下'], discounts: ['企业团报5人以上每人减500元'],
    intro: '围绕推、拉、蹲、髋铰链、旋转与移动六大动作模式，学习功能性评估和训练计划的周期化编排。',
    outline: ['功能性动作筛查', '六大动作模式与进阶', '爆发力与敏捷训练', '周期化训练计划'],
    highlights: ['器械齐全的实操场地', '课后提供训练计划模板'],
    audience: ['在职私人教练', '运动队体能教练'], agreements: OFFLINE
  },
  {
    slug: 'kettlebell-level1', kind: 'course', title: '壶铃一级教练认证', subtitle: '2天周末班 · 摇摆、翻举、推举、抓举',
    priceYuan: 2980, originalYuan: 3480, sort: 60,
    tags: ['壶铃', '周末班'], discounts: ['报名赠送16kg竞技壶铃一只（现场领取）'],
    intro: '学习壶铃六大基础动作的技术标准与教学步骤，能够安全地带领会员完成壶铃训练。',
    outline: ['壶铃摇摆与髋部发力', '翻举与推举', '土耳其起立', '抓举与组合训练'],
    highlights: ['一比八师生比', '结业考核通过颁发认证证书'],
    audience: ['私人教练', '团课教练', '有一定训练基础的爱好者'], agreements: OFFLINE
  },
  {
    slug: 'rehab-posture', kind: 'course', title: '体态评估与纠正性训练', subtitle: '线上24课时 · 圆肩驼背、骨盆前倾',
    priceYuan: 1280, originalYuan: 1680, sort: 55,
    tags: ['线上课程', '体态'], discounts: ['课程永久回看'],
    intro: '学会静态与动态体态评估，针对常见体态问题设计放松、激活与整合训练方案。',
    outline: ['静态体态评估', '动态动作评估', '常见体态问题的成因', '纠正性训练四步法'],
    highlights: ['康复治疗师主讲', '附赠评估表格'],
    audience: ['私人教练', '普拉提与瑜伽教练'], agreements: ONLINE
  },
  {
    slug: 'group-fitness-instructor', kind: 'course', title: '团课教练培训（有氧操/搏击操）', subtitle: '10天集训 · 编排、口令与带课',
    priceYuan: 3680, originalYuan: 4280, sort: 50,
    tags: ['团课', '线下集训'], discounts: ['结业优秀学员推荐合作场馆带课'],
    intro: '掌握团课音乐节拍、动作编排、口令提示与课堂氛围营造，独立完成一节45分钟团课。',
    outline: ['音乐与节拍', '基础步伐与组合', '搏击操动作要领', '口令与镜面示范', '试讲与点评'],
    highlights: ['每天实战试讲', '赠送版权音乐包'],
    audience: ['热爱团课的健身爱好者', '希望转型团课的私教'], agreements: OFFLINE
  },
  {
    slug: 'yoga-teacher-200h', kind: 'course', title: '瑜伽教练200小时培训', subtitle: '28天全日制 · 体式、调息、教学法',
    priceYuan: 12800, originalYuan: 15800, sort: 45, ships: true,
    tags: ['瑜伽', '全日制'], discounts: ['分期付款0手续费（线下咨询）', '报名寄送瑜伽垫与教材'],
    intro: '系统学习哈他瑜伽体式、调息与冥想，掌握瑜伽解剖与教学法，完成200小时学时要求。',
    outline: ['瑜伽哲学与历史', '体式精讲与辅助', '瑜伽解剖学', '调息与冥想', '教学法与试讲'],
    highlights: ['资深瑜伽导师带教', '结业颁发200小时证书'],
    audience: ['瑜伽爱好者', '希望成为瑜伽老师的学员'], agreements: OFFLINE
  },
  {
    slug: 'youth-fitness', kind: 'course', title: '青少年体能训练指导', subtitle: '线上20课时 · 6-16岁体能发展',
    priceYuan: 1580, originalYuan: 1980, sort: 40,
    tags: ['线上课程', '青少年'], discounts: ['课程永久回看'],
    intro: '了解青少年生长发育特点与敏感期，设计安全有趣的体能课程，提升协调、速度与力量。',
    outline: ['生长发育与敏感期', '基本运动技能', '游戏化体能课设计', '安全与伤病预防'],
    highlights: ['少儿体能机构教研负责人主讲'],
    audience: ['少儿体能教练', '体育老师'], agreements: ONLINE
  },
  {
    slug: 'strength-coach-advanced', kind: 'course', title: '高级力量训练教练', subtitle: '7天进阶 · 深蹲、硬拉、卧推技术与计划',
    priceYuan: 8800, originalYuan: 9800, sort: 35,
    tags: ['力量举', '进阶'], discounts: ['持初级证书学员立减800元'],
    intro: '深入三大项技术细节与力量周期化编排，能够为中高级学员制定力量提升计划。',
    outline: ['三大项技术分析', '辅助训练选择', '周期化与减载', '力量测试与计划调整'],
    highlights: ['国家级力量举裁判授课'],
    audience: ['有两年以上执教经验的私人教练'], agreements: OFFLINE
  },
  {
    slug: 'sports-massage', kind: 'course', title: '运动按摩与筋膜放松', subtitle: '5天实操 · 手法与器械放松',
    priceYuan: 2680, originalYuan: 3280, sort: 30,
    tags: ['康复', '线下'], discounts: ['赠送筋膜枪一台'],
    intro: '学习运动前后按摩手法、泡沫轴与筋膜枪的使用，帮助会员缓解训练后的肌肉紧张。',
    outline: ['肌筋膜基础', '常用按摩手法', '器械放松技术', '禁忌与安全'],
    highlights: ['一对一手法纠正'],
    audience: ['私人教练', '康复理疗从业者'], agreements: OFFLINE
  },
  {
    slug: 'boxing-coach-basic', kind: 'course', title: '拳击教练基础班', subtitle: '本期招生已结束',
    priceYuan: 3980, originalYuan: 4580, sort: 10, onSale: false,
    tags: ['拳击'], discounts: [],
    intro: '拳击基础技术与手靶教学，下期开班时间敬请关注。', outline: ['站架与步法', '直拳、摆拳、勾拳', '手靶教学'],
    highlights: ['职业拳手授课'], audience: ['搏击爱好者', '私人教练'], agreements: OFFLINE
  },
  {
    // Sold here, trained in 私教宝: the demo's 增肌分化 program is unlocked by buying this goods (seed/training/programs.ts).
    slug: 'hypertrophy-split-program', kind: 'course', title: '增肌分化 6 周训练计划', subtitle: '私教宝力训计划 · 购买后在私教宝解锁',
    priceYuan: 99, originalYuan: 129, sort: 8,
    tags: ['私教宝', '力训计划'], discounts: [],
    intro: '推、拉、腿三分化，每周三练，中等重量 8-12 次。购买后在私教宝的力训计划中解锁，可一键生成自己的训练计划并逐组记录。',
    outline: ['上肢推：卧推、推举、下压', '上肢拉：下拉、划船、弯举', '下肢：深蹲、罗马尼亚硬拉、提踵', '6 周递进与减载'],
    highlights: ['每组目标次数、重量与休息时间已排好', '训练中可替换为进阶或退阶动作'],
    audience: ['有一定训练基础、想增加肌肉量的朋友'], agreements: ONLINE
  }
]
