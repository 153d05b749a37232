// The demo settlement: an EP partner organisation (the demo ep account) and an education organisation (the demo edu
// account), each running three of the demo classes, the learners who paid for them and the shares agreed.
import type { OrgKind } from '@contract/settlement/constants'
import type { PaymentMethod } from '@contract/commerce/constants'

export interface SeedOrg {
  kind: OrgKind
  name: string
  contact: string
  staffPhone: string
  shareBp: number
  /** [goods slug, class name] of the demo catalog. */
  classes: Array<[string, string]>
}

export const SEED_ORGS: SeedOrg[] = [
  {
    kind: 'ep', name: '绿动华东EP合作中心', contact: '王经理 021-6288 1200', staffPhone: '13800000005', shareBp: 3000,
    classes: [['fitness-coach-national', '深圳第3期'], ['pilates-mat-basic', '成都春季班'], ['pilates-mat-basic', '杭州春季班']]
  },
  {
    kind: 'edu', name: '南粤体育职业教育学院', contact: '李老师 020-3866 5100', staffPhone: '13800000006', shareBp: 4500,
    classes: [['functional-training-course', '深圳班'], ['group-fitness-instructor', '广州集训班'], ['sports-massage', '广州班']]
  }
]

/** Learners who bought those classes (sign in by SMS code; no password). */
export const SEED_SETTLEMENT_LEARNERS = [
  { phone: '13900000101', name: '陈思远' },
  { phone: '13900000102', name: '林晓彤' },
  { phone: '13900000103', name: '赵一鸣' },
  { phone: '13900000104', name: '周可欣' },
  { phone: '13900000105', name: '黄嘉豪' },
  { phone: '13900000106', name: '吴雨桐' }
]

export const SEED_METHODS: PaymentMethod[] = ['wechat_jsapi', 'alipay_wap', 'wechat_native', 'sandbox']
