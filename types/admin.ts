// Shapes shared by every back-office area: the audit log, list conventions. Each area's own shapes live beside
// its other types (types/admin-*.ts). Zod schemas of admin inputs live in the server (server/src/contexts/*/admin-*)
// and in these files only where the console needs the rule at run time (it never does today: it shows the server's
// field messages, `fields` of the envelope).
import type { AdminArea } from './admin-access'
import type { PageQuery } from './envelope'

/**
 * Audit summaries written as a code and its values, which the console words in the reader's language (its
 * locales' audit.summaries). Values by name: `title`, `name`, `phone`, counts; `at` an ISO time; `before`/`after`
 * role lists (role codes joined by commas); `resource` and `name` a content item; `amountFen` money; `reason`
 * and `note`, when not empty, are added after the sentence.
 */
export const AUDIT_SUMMARY_CODES = [
  'goods.create', 'goods.update', 'goods.publish', 'goods.schedule', 'goods.unpublish',
  'agreement.create', 'agreement.update', 'coupon.create', 'coupon.update', 'coupon.issue',
  'points.adjust', 'user.roles', 'user.disable', 'user.enable',
  'content.create', 'content.update', 'content.publish', 'content.schedule', 'content.unpublish',
  'searchTerm.hide', 'searchTerm.show', 'aiAnswer.review',
  'refund.approve', 'refund.payout', 'refund.repayout', 'refund.reject',
  'classSession.create', 'classSession.update', 'classSession.move', 'classSession.cancel', 'class.classroom', 'class.cancel',
  'venue.create', 'venue.update', 'venue.delete', 'attendance.correct', 'photo.create', 'photo.delete',
  'leave.approve', 'leave.reject', 'leave.approveTeacher', 'leave.rejectTeacher',
  'trainingMove.create', 'trainingMove.update', 'trainingMove.hide', 'trainingMove.show',
  'trainingLibrary.create', 'trainingLibrary.update', 'trainingLibrary.publish', 'trainingLibrary.unpublish',
  'trainingProgram.create', 'trainingProgram.update', 'trainingProgram.publish', 'trainingProgram.unpublish',
  'trainingProgram.schedule', 'trainingProgram.codes', 'trainingReport.hide', 'trainingReport.dismiss',
  'class.create', 'class.update', 'class.stop', 'class.reopen',
  'session.create', 'session.update', 'session.close', 'session.reopen',
  'aboutPage.update', 'faqCategory.create', 'faqCategory.update', 'faqCategory.delete',
  'export.csv', 'seat.transfer', 'seat.retrain', 'seat.gift',
  'examSetup.update', 'examSitting.assignJudge', 'examSitting.closeRegistration', 'examSitting.admitCards',
  'examRegistration.approve', 'examRegistration.reject', 'examScore.correct', 'certificate.revoke',
  'invoice.update', 'order.resolvePaymentIssue', 'logistics.update',
  'salesRules.update', 'salesperson.rate', 'salesCoupon.allow', 'withdrawal.approve', 'withdrawal.reject', 'withdrawal.pay',
  'settlementOrg.create', 'settlementOrg.update', 'settlementMember.add', 'settlementMember.remove',
  'settlementClass.link', 'settlementClass.unlink', 'settlementShare.add', 'statement.generate', 'statement.confirm', 'statement.pay',
  'refund.create', 'refund.manualPayout', 'order.offlineCreate',
  'examPaper.create', 'examPaper.update', 'examPaper.copy', 'examQuestion.create', 'examQuestion.update', 'examQuestion.archive',
  'examQuestion.delete', 'examQuestion.import', 'withdrawal.wechatTransfer', 'withdrawal.wechatTransferFail', 'withdrawal.wechatPaid',
  'job.retry', 'job.run'
] as const
export type AuditSummaryCode = (typeof AUDIT_SUMMARY_CODES)[number]
export type AuditSummaryParams = Record<string, string | number>

/** One write made through the console: who, when, what, before and after. */
export interface AuditEntry {
  id: number
  actorId: number
  actorName: string
  actorPhone: string
  /** `<resource>.<verb>`, e.g. `goods.update`, `refund.approve`, `user.roles`. */
  action: string
  resource: string
  resourceId: string
  /** The sentence as written in Simplified Chinese: all older entries have, and the fallback for a code the console does not know. */
  summary: string
  /** The summary as a code and its values (newer entries of the writes in AUDIT_SUMMARY_CODES), null before. */
  summaryCode: string | null
  summaryParams: AuditSummaryParams | null
  before: unknown
  after: unknown
  createdAt: string
}

export interface AuditListQuery extends PageQuery {
  resource?: string
  resourceId?: string
  actorId?: number
  /** The operator's name or phone, or part of it. */
  actor?: string
  action?: string
  /** China dates `YYYY-MM-DD`, inclusive. */
  from?: string
  to?: string
}

/**
 * POST /api/admin/exports: the console reports a CSV export it wrote (which list, how many rows, with which
 * filters), so each export leaves an audit row like a write does. `resource` is the list's console name.
 */
export interface AdminExportInput {
  resource: ExportList
  rows: number
  filters: Record<string, string>
}

/** The console lists a CSV export may be recorded for, and the area whose roles may open each. */
export const EXPORT_AREAS = {
  orders: 'orders', 'payment-issues': 'orders', invoices: 'orders', refunds: 'refundReview', users: 'usersRead',
  goods: 'catalog', agreements: 'agreements', coupons: 'coupons', points: 'points', audit: 'audit', faq: 'content',
  'ai-answers': 'content', 'questionnaire-responses': 'content',
  'class-roster': 'classroom', 'sign-ins': 'security', 'training-codes': 'training', 'exam-registrations': 'certification',
  certificates: 'certification', 'settlement-lines': 'settlement', 'settlement-statements': 'settlement',
  'sales-withdrawals': 'salesWithdrawals', salespeople: 'salesRules', 'sales-allowances': 'salesRules',
  'exam-attempts': 'exams', 'exam-questions': 'exams', 'exam-papers': 'exams'
} as const satisfies Record<string, AdminArea>
export type ExportList = keyof typeof EXPORT_AREAS

/** 13800000001 → 138****0001: a phone number as exports and shared screens show it (other lengths keep their last 4). */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`
  return phone.length > 4 ? `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}` : '****'
}
