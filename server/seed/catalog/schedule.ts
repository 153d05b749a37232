// Demo classes and exam sessions, dated relative to the seed date: most upcoming, one ongoing, one full, one
// ended, so every class state shows up whatever day the demo is started.
import type { SeedClass, SeedSchedule, SeedSession } from './types'

// The days a schedule claims are the days its classes meet (0 = Sunday … 6 = Saturday): a class starts on the first
// such day from its startIn and lasts `days` meeting days, so 北京周末班 runs Saturday to Sunday (scheduleDates).
const WEEKDAYS: SeedSchedule = { text: '周一至周五 09:00-17:30', meets: [1, 2, 3, 4, 5] }
const WEEKEND: SeedSchedule = { text: '周六、周日 09:00-18:00', meets: [6, 0] }
const ONE_DAY: SeedSchedule = { text: '14:00-17:30', meets: [0, 1, 2, 3, 4, 5, 6] }

export const CLASSES: SeedClass[] = [
  { goods: 'fitness-coach-national', name: '北京第12期', city: '北京', startIn: 20, days: 30, schedule: WEEKDAYS, capacity: 30, seatsLeft: 18 },
  { goods: 'fitness-coach-national', name: '上海第8期', city: '上海', startIn: -5, days: 30, schedule: WEEKDAYS, capacity: 30, seatsLeft: 6 },
  { goods: 'fitness-coach-national', name: '广州第5期', city: '广州', startIn: 35, days: 30, schedule: WEEKDAYS, capacity: 25, seatsLeft: 0 },
  { goods: 'fitness-coach-national', name: '深圳第3期', city: '深圳', startIn: -60, days: 30, schedule: WEEKDAYS, capacity: 25, seatsLeft: 2 },
  { goods: 'pilates-mat-basic', name: '上海春季班', city: '上海', startIn: 14, days: 4, schedule: WEEKDAYS, capacity: 20, seatsLeft: 12 },
  { goods: 'pilates-mat-basic', name: '杭州春季班', city: '杭州', startIn: 28, days: 4, schedule: WEEKDAYS, capacity: 20, seatsLeft: 20 },
  { goods: 'pilates-mat-basic', name: '成都春季班', city: '成都', startIn: 42, days: 4, schedule: WEEKDAYS, capacity: 20, seatsLeft: 15 },
  { goods: 'functional-training-course', name: '深圳班', city: '深圳', startIn: 10, days: 3, schedule: WEEKDAYS, capacity: 24, seatsLeft: 9 },
  { goods: 'functional-training-course', name: '成都班', city: '成都', startIn: 21, days: 3, schedule: WEEKDAYS, capacity: 24, seatsLeft: 24 },
  { goods: 'kettlebell-level1', name: '北京周末班', city: '北京', startIn: 7, days: 2, schedule: WEEKEND, capacity: 16, seatsLeft: 3 },
  { goods: 'kettlebell-level1', name: '杭州周末班', city: '杭州', startIn: 30, days: 2, schedule: WEEKEND, capacity: 16, seatsLeft: 16 },
  { goods: 'group-fitness-instructor', name: '广州集训班', city: '广州', startIn: 18, days: 10, schedule: WEEKDAYS, capacity: 30, seatsLeft: 21 },
  { goods: 'yoga-teacher-200h', name: '成都全日制班', city: '成都', startIn: 25, days: 28, schedule: WEEKDAYS, capacity: 20, seatsLeft: 8 },
  { goods: 'yoga-teacher-200h', name: '上海全日制班', city: '上海', startIn: 45, days: 28, schedule: WEEKDAYS, capacity: 20, seatsLeft: 20 },
  { goods: 'strength-coach-advanced', name: '北京进阶班', city: '北京', startIn: 40, days: 7, schedule: WEEKDAYS, capacity: 12, seatsLeft: 5 },
  { goods: 'sports-massage', name: '广州班', city: '广州', startIn: 12, days: 5, schedule: WEEKDAYS, capacity: 18, seatsLeft: 10 },
  { goods: 'sports-massage', name: '深圳班', city: '深圳', startIn: 26, days: 5, schedule: WEEKDAYS, capacity: 18, seatsLeft: 18 },
  { goods: 'boxing-coach-basic', name: '上海班', city: '上海', startIn: 20, days: 5, schedule: WEEKDAYS, capacity: 16, seatsLeft: 16, status: 'off_sale' },
  { goods: 'functional-training-lecture', name: '深圳场', city: '深圳', startIn: 6, days: 1, schedule: ONE_DAY, capacity: 60, seatsLeft: 37 },
  { goods: 'functional-training-lecture', name: '杭州场', city: '杭州', startIn: 13, days: 1, schedule: ONE_DAY, capacity: 60, seatsLeft: 60 },
  { goods: 'career-lecture', name: '北京场', city: '北京', startIn: 9, days: 1, schedule: ONE_DAY, capacity: 80, seatsLeft: 52 }
]

export const SESSIONS: SeedSession[] = [
  { goods: 'cpr-aed-exam', city: '北京', startIn: 8, capacity: 40, seatsLeft: 22 },
  { goods: 'cpr-aed-exam', city: '上海', startIn: 9, capacity: 40, seatsLeft: 31 },
  { goods: 'cpr-aed-exam', city: '广州', startIn: 15, capacity: 40, seatsLeft: 40 },
  { goods: 'cpr-aed-exam', city: '深圳', startIn: 16, capacity: 40, seatsLeft: 12 },
  { goods: 'cpr-aed-exam', city: '成都', startIn: 22, capacity: 40, seatsLeft: 40 },
  { goods: 'cpr-aed-exam', city: '杭州', startIn: 23, capacity: 40, seatsLeft: 35 },
  { goods: 'cpr-aed-exam', city: '上海', startIn: 30, capacity: 30, seatsLeft: 0 },
  { goods: 'cpr-aed-exam', city: '北京', startIn: -10, capacity: 40, seatsLeft: 4 },
  { goods: 'personal-trainer-assessment', city: '北京', startIn: 18, capacity: 30, seatsLeft: 11 },
  { goods: 'personal-trainer-assessment', city: '上海', startIn: 25, capacity: 30, seatsLeft: 30 },
  { goods: 'pilates-mat-exam', city: '上海', startIn: 21, capacity: 20, seatsLeft: 9 },
  { goods: 'pilates-mat-exam', city: '杭州', startIn: 35, capacity: 20, seatsLeft: 20 },
  { goods: 'fitness-coach-national-exam', city: '北京', startIn: 30, capacity: 60, seatsLeft: 41 },
  { goods: 'fitness-coach-national-exam', city: '广州', startIn: 31, capacity: 60, seatsLeft: 60 },
  { goods: 'fitness-coach-national-exam', city: '成都', startIn: 38, capacity: 60, seatsLeft: 57 }
]

/** Exam venues: one training centre per city. */
export const VENUES: Record<string, { name: string; address: string }> = {
  北京: { name: '绿动健身学院北京培训中心', address: '北京市朝阳区建国路88号现代城B座3层' },
  上海: { name: '绿动健身学院上海培训中心', address: '上海市静安区南京西路1266号12层' },
  广州: { name: '绿动健身学院广州培训中心', address: '广州市天河区体育西路191号B塔8层' },
  深圳: { name: '绿动健身学院深圳培训中心', address: '深圳市南山区科苑路15号科兴科学园A栋5层' },
  成都: { name: '绿动健身学院成都培训中心', address: '成都市武侯区天府大道北段1700号W6区3层' },
  杭州: { name: '绿动健身学院杭州培训中心', address: '杭州市西湖区文三路478号A座6层' }
}
