// The demo partners and the two about pages: 关于我们 (us) and 企业合作 (enterprise, shown above the partners).
// Partner names are invented and their websites use the reserved .example domain; logos and covers are
// illustrations (server/seed/assets/about/<slug>.jpg).
import type { AboutPageKey } from '@contract/content/about-shapes'

export interface SeedPartner {
  slug: string
  name: string
  /** Two characters drawn in the logo. */
  mark: string
  intro: string
  body: string[]
  website: string
  palette: [string, string]
}

export const SEED_PARTNERS: SeedPartner[] = [
  {
    slug: 'partner-dongli-ark', name: '动力方舟健身连锁', mark: '方舟', palette: ['#0a8f2e', '#0DBC3B'],
    intro: '华东地区连锁健身品牌，60余家门店，学院长期就业合作单位。', website: 'https://dongli-ark.example',
    body: [
      '动力方舟健身连锁创立于2013年，在上海、杭州、苏州等城市拥有60余家门店，会员超过15万人。',
      '自2017年起与学院开展就业合作：学院优秀结业学员可直接参加方舟的教练面试，入职后由方舟的教练总监带教三个月。',
      '- 每年为学院学员提供100个以上的教练岗位；',
      '- 为学院线下班提供实训场地与器械；',
      '- 方舟的在职教练可享受学院进修课程的企业价。'
    ]
  },
  {
    slug: 'partner-qinghe-rehab', name: '青禾运动康复中心', mark: '青禾', palette: ['#0f766e', '#14b8a6'],
    intro: '专注运动损伤康复与体态管理，学院康复方向的实训基地。', website: 'https://qinghe-rehab.example',
    body: [
      '青禾运动康复中心由一群来自三甲医院康复科的治疗师创办，在北京、深圳设有四家中心。',
      '中心是学院运动康复与体态课程的实训基地：学员在结业前可到中心跟岗实习一周，观摩真实个案的评估与训练。',
      '双方还共同编写了《健身教练运动康复实务》教材，帮助教练分清训练与治疗的边界。'
    ]
  },
  {
    slug: 'partner-city-sports-college', name: '城市体育职业学院', mark: '体院', palette: ['#1d4ed8', '#3b82f6'],
    intro: '校企合作院校，共建社会体育指导与管理专业的实训课程。', website: 'https://city-sports-college.example',
    body: [
      '城市体育职业学院开设社会体育指导与管理、运动训练等专业，每年毕业生约1200人。',
      '学院与其共建“健身教练方向”实训课程，把国家职业技能等级认定的内容融入在校教学，在校生可在毕业前取得职业技能等级证书。',
      '- 共建课程：抗阻训练、私教课程设计、团课编排；',
      '- 每学期派讲师进校授课不少于64课时。'
    ]
  },
  {
    slug: 'partner-yuelian-pilates', name: '悦练普拉提工作室联盟', mark: '悦练', palette: ['#be185d', '#ec4899'],
    intro: '西南地区普拉提工作室联盟，为普拉提认证学员提供实习与代课机会。', website: 'https://yuelian-pilates.example',
    body: [
      '悦练普拉提工作室联盟由成都、重庆的30余家独立工作室组成，会员以办公室人群和产后女性为主。',
      '联盟与学院合作开展普拉提教练实习计划：通过垫上初级认证的学员，可到联盟工作室跟课实习，表现优秀者优先获得代课机会。'
    ]
  }
]

export interface SeedAboutPage {
  key: AboutPageKey
  title: string
  /** The cover's image slug. */
  cover: string
  body: string[]
}

export const SEED_ABOUT_PAGES: SeedAboutPage[] = [
  {
    key: 'us', title: '关于绿动健身学院', cover: 'about-us',
    body: [
      '绿动健身学院成立于2015年，是一家专注健身教练职业教育的培训机构，在北京、上海、广州、深圳、成都、杭州设有六个培训中心，累计培养学员三万余名。',
      '我们相信，好教练是练出来的，也是教出来的。学院的课程由一线教练总监、康复治疗师和注册营养师共同研发，从人体科学讲到带课实操，帮助每一位学员真正掌握一门手艺。',
      '## 我们提供',
      '- 国家职业技能等级认定（健身教练）培训与考试服务；',
      '- 普拉提、瑜伽、功能性训练、运动康复等专项认证课程；',
      '- 运动营养、体态评估等线上课程，随到随学；',
      '- 结业学员的就业推荐与持续进修。',
      '## 我们的承诺',
      '小班教学、真实实操、透明收费。开课前可全额退款，结业后可免费复训一次。'
    ]
  },
  {
    key: 'enterprise', title: '企业合作', cover: 'about-enterprise',
    body: [
      '绿动健身学院与健身连锁品牌、康复机构和体育院校长期合作，共同培养专业、可靠的健身从业者。',
      '- 人才输送：结业学员直接参加合作企业的招聘面试；',
      '- 企业内训：为门店教练团队定制进修课程，上门授课；',
      '- 实训基地：共建线下实训场地，学员跟岗实习；',
      '- 校企共建：与院校共建课程，在校生可取得职业技能等级证书。',
      '有合作意向的机构，欢迎通过「关于绿动」页面的客服电话与我们联系。'
    ]
  }
]
