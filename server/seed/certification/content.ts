// What the demo certification seed writes: the exam rules and rubrics of the four demo exams, the demo learner's
// registrations in several states, other candidates of the same sittings, and fixed certificate numbers (valid for
// the learner, one revoked, one expired) so the public check can be tried with known numbers.

export interface SeedRules {
  goods: string
  courseTitle: string
  hours: number
  validMonths: number
  durationMinutes: number
  rubric: Array<[string, number]>
}

export const EXAM_RULES: SeedRules[] = [
  { goods: 'cpr-aed-exam', courseTitle: 'CPR+AED急救技能', hours: 8, validMonths: 24, durationMinutes: 60,
    rubric: [['现场评估与呼救', 20], ['胸外按压（位置、深度、频率）', 40], ['人工呼吸', 20], ['AED操作流程', 20]] },
  { goods: 'personal-trainer-assessment', courseTitle: '私人教练', hours: 120, validMonths: 36, durationMinutes: 120,
    rubric: [['体态评估与问诊', 20], ['动作示范与纠错', 30], ['课程设计与讲解', 30], ['沟通与安全意识', 20]] },
  { goods: 'pilates-mat-exam', courseTitle: '普拉提垫上教练', hours: 80, validMonths: 36, durationMinutes: 90,
    rubric: [['垫上动作示范', 40], ['口令与引导', 30], ['动作调整与安全', 30]] },
  { goods: 'fitness-coach-national-exam', courseTitle: '健身教练（国家职业技能等级）', hours: 160, validMonths: 60, durationMinutes: 150,
    rubric: [['技能操作：力量训练指导', 40], ['技能操作：心肺训练指导', 30], ['职业素养', 30]] }
]

/** The demo learner's registrations: which sitting (goods, city, days from the seed date) and in what state. */
export const LEARNER_REGISTRATIONS = [
  { goods: 'cpr-aed-exam', city: '北京', startIn: -10, status: 'passed', scores: [18, 36, 17, 17], seatNo: '007' },
  { goods: 'personal-trainer-assessment', city: '北京', startIn: 18, status: 'admit_card_sent', seatNo: '012' },
  { goods: 'pilates-mat-exam', city: '上海', startIn: 21, status: 'pending_review' },
  { goods: 'fitness-coach-national-exam', city: '北京', startIn: 30, status: 'approved' },
  { goods: 'cpr-aed-exam', city: '上海', startIn: 9, status: 'cancelled' }
] as const

/** Other candidates (SMS-only accounts): of the past CPR sitting (settled) and the trainer assessment (to be judged). */
export const CANDIDATES = [
  { phone: '13500000101', name: '王芳', goods: 'cpr-aed-exam', startIn: -10, seatNo: '003', scores: [19, 38, 18, 19] },
  { phone: '13500000102', name: '李强', goods: 'cpr-aed-exam', startIn: -10, seatNo: '004', scores: [10, 20, 8, 10] },
  { phone: '13500000103', name: '赵敏', goods: 'personal-trainer-assessment', startIn: 18, seatNo: '010' },
  { phone: '13500000104', name: '陈晨', goods: 'personal-trainer-assessment', startIn: 18, seatNo: '011' }
] as const

export const DEMO_CERTIFICATES = {
  /** The demo learner's certificate from the passed CPR exam. */
  learner: 'LD37966677868547430',
  /** 王芳's, revoked by the back office. */
  revoked: 'LD30893437516645810',
  /** An older CPR certificate of 李强's that has expired. */
  expired: 'LD45429971324454933'
} as const
