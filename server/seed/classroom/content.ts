// The demo classroom's words and places: a venue per demo city (coordinates as a map picks them, GCJ-02), the topics of
// 上海第8期's sessions, its photos (the demo's committed news pictures of training days), a notice or two.

export interface SeedVenue { city: string; name: string; address: string; lat: number; lng: number; phone: string }

export const SEED_VENUES: SeedVenue[] = [
  { city: '北京', name: '北京朝阳训练基地', address: '北京市朝阳区建国路88号SOHO现代城B座3层', lat: 39.9087, lng: 116.4689, phone: '010-85880001' },
  { city: '上海', name: '上海静安训练中心', address: '上海市静安区南京西路1266号恒隆广场5层', lat: 31.2297, lng: 121.4546, phone: '021-62880002' },
  { city: '广州', name: '广州天河训练中心', address: '广州市天河区天河路385号太古汇2座6层', lat: 23.1353, lng: 113.3319, phone: '020-38880003' },
  { city: '深圳', name: '深圳南山训练基地', address: '深圳市南山区科技园南区深南大道9668号', lat: 22.5405, lng: 113.9534, phone: '0755-86880004' },
  { city: '杭州', name: '杭州西湖训练基地', address: '杭州市西湖区文三路478号华星时代广场4层', lat: 30.2774, lng: 120.1268, phone: '0571-88880005' },
  { city: '成都', name: '成都高新训练中心', address: '成都市高新区天府大道北段1700号环球中心W3区', lat: 30.5702, lng: 104.0657, phone: '028-85880006' }
]

export const DEMO_CLASS = { goods: 'fitness-coach-national', name: '上海第8期' } as const

export const SESSION_TOPICS = [
  '开班导学与体能测评', '功能解剖学基础', '深蹲与硬拉动作模式', '体态评估与纠正', '抗阻训练计划设计', '运动营养基础',
  '心肺训练与监控', '柔韧性与拉伸', '私教沟通与销售', '运动损伤预防', '急救与运动安全', '特殊人群训练',
  '综合实操演练', '理论模拟考试', '结业考核与答疑'
]

/** Photos of the class: news pictures the content seed installs (server/seed/assets/content). */
export const SEED_PHOTOS = [
  { image: 'news-graduates', caption: '开班合影', daysAgo: 5 },
  { image: 'news-functional', caption: '功能性训练实操', daysAgo: 3 },
  { image: 'news-hangzhou-base', caption: '训练场地一角', daysAgo: 1 }
]

export const SEED_RATING = { sessionScore: 5, teacherScore: 5, comment: '老师讲解很细致，动作示范清楚，收获很大。' }
export const SEED_LEAVE_REASON = '家中有事，请假一次'
export const SEED_TEACHER_LEAVE_REASON = '参加全国教练员继续教育培训'
