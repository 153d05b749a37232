// The demo teachers: the school's trainers, each with the demo goods they teach (by slug, in the order their page
// lists them). Names are invented; avatars are illustrations (server/seed/assets/about/<slug>.jpg).
// Bios are paragraphs and lists: seedParagraphs() turns them into the rich text the allow-list keeps.

export interface SeedTeacher {
  slug: string
  name: string
  title: string
  intro: string
  tags: string[]
  bio: string[]
  goods: string[]
  /** The avatar illustration (scripts/make-seed-about-images.ts): its colours and hair. */
  palette: [string, string]
  hair: 'short' | 'side' | 'crop' | 'long' | 'bun'
  glasses?: boolean
}

export const SEED_TEACHERS: SeedTeacher[] = [
  {
    slug: 'teacher-lin-zhuoran', name: '林卓然', title: '首席培训讲师 · 国家职业技能考评员', palette: ['#0a8f2e', '#7ee2a0'], hair: 'short',
    intro: '从业14年，带出3000余名持证健身教练，擅长力量训练与私教课程设计。',
    tags: ['力量训练', '私教课设计', '考评员'],
    bio: [
      '北京体育大学运动训练专业毕业，国家职业技能等级认定（健身教练）考评员。曾任全国连锁健身品牌华北区教练总监，负责200余名私教的招聘、培训与考核。',
      '授课风格清晰直接，习惯把每个动作拆成“看得见、摸得着”的要点，再用大量实操把要点变成学员自己的本能。',
      '- 2012年起从事教练培训，累计授课超过6000课时；',
      '- 主编学院《抗阻训练动作标准手册》；',
      '- 学员考证一次通过率连续五年保持在90%以上。'
    ],
    goods: ['fitness-coach-national', 'strength-coach-advanced', 'fitness-coach-national-exam', 'career-lecture']
  },
  {
    slug: 'teacher-su-wanqing', name: '苏婉清', title: '普拉提导师培训师', palette: ['#b45309', '#fcd34d'], hair: 'bun',
    intro: '国际普拉提认证导师，专注垫上与小器械教学，教过的学员遍布全国200多家工作室。',
    tags: ['普拉提', '体态改善', '孕产康复'],
    bio: [
      '舞蹈专业出身，2014年开始系统学习普拉提，持有国际普拉提垫上与器械双认证，是学院普拉提课程体系的主要设计者。',
      '她的课堂讲究“先感受、再动作”：每个动作都从呼吸和核心激活开始，让学员真正理解控制感，而不是只记住动作外形。',
      '- 累计培训普拉提教练1200余人；',
      '- 擅长产后恢复与久坐人群的体态改善课程编排。'
    ],
    goods: ['pilates-mat-basic', 'pilates-mat-exam', 'rehab-posture']
  },
  {
    slug: 'teacher-zhou-qiming', name: '周启明', title: '运动营养讲师 · 注册营养师', palette: ['#1d4ed8', '#93c5fd'], hair: 'side', glasses: true,
    intro: '注册营养师，为多支省队提供过营养支持，把复杂的营养学讲成能落地的一日三餐。',
    tags: ['运动营养', '体重管理', '补剂科普'],
    bio: [
      '营养与食品卫生学硕士，注册营养师。曾在省体育科研所负责运动员膳食方案，服务过游泳、田径等多支省队。',
      '课程里没有“神奇食物”，只有能量平衡、蛋白质分配和可执行的饮食习惯。他常说：会员能坚持的方案，才是好方案。',
      '- 学院运动营养课程负责人；',
      '- 著有科普读物《吃对了再练》。'
    ],
    goods: ['sports-nutrition', 'sports-nutrition-lecture', 'nutrition-posture-bundle']
  },
  {
    slug: 'teacher-he-jianing', name: '何嘉宁', title: '功能性训练讲师', palette: ['#7c3aed', '#c4b5fd'], hair: 'crop',
    intro: '前职业篮球体能教练，擅长动作模式评估与壶铃训练，课堂以实操为主。',
    tags: ['功能性训练', '壶铃', '运动表现'],
    bio: [
      '曾任职业篮球俱乐部体能教练五年，负责球员的力量、速度与伤病预防训练，之后投身大众健身教练培训。',
      '他的课几乎一半时间在垫子和壶铃旁度过：先学会评估动作，再学会纠正动作，最后才是编排训练计划。',
      '- 壶铃一级、二级认证导师；',
      '- 为多家健身连锁品牌设计小团体功能训练课程。'
    ],
    goods: ['functional-training-course', 'kettlebell-level1', 'functional-training-lecture']
  },
  {
    slug: 'teacher-chen-siyuan', name: '陈思远', title: '团课与瑜伽讲师', palette: ['#be185d', '#f9a8d4'], hair: 'long',
    intro: '十年团课教练，瑜伽200小时与500小时认证，擅长编排与口令教学。',
    tags: ['团课编排', '瑜伽', '搏击操'],
    bio: [
      '从健身房的有氧操教练做起，带过上万人次的团课，后系统学习瑜伽并取得500小时认证。',
      '她最在意的是“带得动人”：音乐节奏、口令时机、动作衔接，每一个细节都会在课堂上一遍遍练到位。',
      '- 学院团课教练培训主讲；',
      '- 连续三年担任区域团课大赛评委。'
    ],
    goods: ['group-fitness-instructor', 'yoga-teacher-200h']
  },
  {
    slug: 'teacher-guo-lifan', name: '郭立帆', title: '运动康复讲师 · 康复治疗师', palette: ['#0f766e', '#5eead4'], hair: 'side',
    intro: '三甲医院康复科出身，教你看懂疼痛背后的动作问题，也教你知道什么时候该转诊。',
    tags: ['运动康复', '筋膜放松', '急救培训'],
    bio: [
      '康复治疗学专业毕业，曾在三甲医院康复医学科工作八年，后加入学院负责康复与急救方向课程。',
      '他强调教练的边界：能做的是评估、训练与放松，不能做的是诊断与治疗。课堂上会反复练习识别“需要转诊”的信号。',
      '- 美国心脏协会（AHA）认证导师；',
      '- 擅长肩颈、腰背常见不适人群的训练方案。'
    ],
    goods: ['sports-massage', 'rehab-posture', 'cpr-aed-exam']
  },
  {
    slug: 'teacher-tang-xiaowen', name: '唐晓雯', title: '青少年体能教练', palette: ['#c2410c', '#fdba74'], hair: 'long',
    intro: '体育教育专业出身，专注6到16岁孩子的体能发展与女性力量训练。',
    tags: ['青少年体能', '女性力量', '拳击'],
    bio: [
      '体育教育专业毕业，曾任中学体育教师，后创办青少年体能工作室，带过近千名孩子。',
      '她相信训练首先要好玩：游戏化的练习让孩子愿意动，科学的进阶让孩子动得安全。',
      '- 学院青少年体能课程主讲；',
      '- 女性力量训练公开课累计观看超过10万人次。'
    ],
    goods: ['youth-fitness', 'women-strength-lecture', 'boxing-coach-basic']
  }
]
