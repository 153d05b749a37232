// The coded audit summaries of the certification, order, sales, settlement, exam back office and job writes read as whole sentences in all
// three languages: every placeholder filled, amounts in yuan, shares in %, payment issues named, the reason, note and
// posting of an invoice said after the sentence.
import { AUDIT_SUMMARY_CODES, type AuditSummaryCode } from '@contract/admin'
import { summaryText } from '../../../admin/src/components/audit-summary'
import zhHans from '../../../admin/src/locales/zh-Hans'
import zhHant from '../../../admin/src/locales/zh-Hant'
import en from '../../../admin/src/locales/en'

type Params = Record<string, string | number>

const lookup = (texts: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts)

/** Like the console's i18next: fills `{{name}}` from params, and fails loudly on a key the locale lacks. */
const translate = (texts: object) => (key: string, params?: Record<string, unknown>) => {
  const text = lookup(texts, key)
  if (typeof text !== 'string') throw new Error(`missing text ${key}`)
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (params?.[name] === undefined) throw new Error(`${key}: no value for {{${name}}}`)
    return String(params[name])
  })
}

const SAMPLES: Partial<Record<AuditSummaryCode, Params>> = {
  'examSetup.update': { goodsId: 4 },
  'examSitting.assignJudge': { sessionId: 5, name: '王考官', phone: '13800000009' },
  'examSitting.closeRegistration': { sessionId: 5, count: 3 },
  'examSitting.admitCards': { sessionId: 5, count: 18 },
  'examRegistration.approve': { id: 21 },
  'examRegistration.reject': { id: 22 },
  'examScore.correct': { id: 21, from: 58, to: 63, reason: '漏记一项' },
  'certificate.revoke': { number: 'FE2026000123', reason: '资料造假' },
  'invoice.update': { orderNo: 'A20261128', invoiceNo: '04400123', invoiceDate: '2026-11-28', mailed: 'SF100200' },
  'order.resolvePaymentIssue': { orderNo: 'A20261128', issue: 'paid_twice', note: '已在商户后台退回' },
  'logistics.update': { orderNo: 'A20261128', carrier: '顺丰', mailNo: 'SF100200', status: '运输中' },
  'salesRules.update': {},
  'salesperson.rate': { name: '赵销售', phone: '13800000011' },
  'salesCoupon.allow': { name: '', phone: '13800000011', title: '新人立减', quota: 40 },
  'withdrawal.approve': { salesperson: '赵销售', amountFen: 12345, reason: '', reference: '' },
  'withdrawal.reject': { salesperson: '赵销售', amountFen: 12345, reason: '账户信息有误', reference: '' },
  'withdrawal.pay': { salesperson: '赵销售', amountFen: 12345, reason: '', reference: 'WX8800' },
  'settlementOrg.create': { name: '华东合作机构' },
  'settlementOrg.update': { name: '华东合作机构' },
  'settlementMember.add': { org: '华东合作机构', name: '钱会计', phone: '13800000012' },
  'settlementMember.remove': { userId: 31 },
  'settlementClass.link': { className: '周末班', org: '华东合作机构' },
  'settlementClass.unlink': { classId: 7 },
  'settlementShare.add': { org: '华东合作机构', validFrom: '2026-12-01', shareBp: 1250 },
  'statement.generate': { org: '华东合作机构', month: '2026-11' },
  'statement.confirm': { org: '华东合作机构', month: '2026-11' },
  'statement.pay': { month: '2026-11', amountFen: 880000, reference: 'BK2026' },
  'withdrawal.wechatTransfer': { amountFen: 12345, billNo: 'W7T1' },
  'withdrawal.wechatTransferFail': { reason: '收款人未实名' },
  'withdrawal.wechatPaid': { amountFen: 12345, reference: '1330000071100999991182020050700019480001' },
  'examPaper.create': { title: '私教认证模拟卷' },
  'examPaper.update': { title: '私教认证模拟卷' },
  'examPaper.copy': { title: '私教认证模拟卷' },
  'examQuestion.create': { stem: '深蹲时膝盖应与脚尖方向一致' },
  'examQuestion.update': { stem: '深蹲时膝盖应与脚尖方向一致' },
  'examQuestion.archive': { stem: '深蹲时膝盖应与脚尖方向一致' },
  'examQuestion.delete': { stem: '深蹲时膝盖应与脚尖方向一致' },
  'examQuestion.import': { filename: '题库.xlsx', count: 12 },
  'job.retry': { job: 'order-sweep', failures: 5 }
}

/** Values a sentence shows as they are (amounts and shares are shown formatted instead). */
const shownAsIs = (params: Params) => Object.entries(params).filter(([key, value]) => value !== '' && !['amountFen', 'shareBp', 'issue', 'phone', 'name'].includes(key))

const LANGUAGES = [['zh-Hans', zhHans], ['zh-Hant', zhHant], ['en', en]] as const
const entry = (code: string, params: Params) => ({ summary: '（旧）', summaryCode: code, summaryParams: params })

describe('coded audit summaries of the certification, order, sales and settlement writes', () => {
  it('has a sample for every code these writes store', () => {
    for (const code of Object.keys(SAMPLES)) expect(AUDIT_SUMMARY_CODES).toContain(code)
    expect(Object.keys(SAMPLES)).toHaveLength(39)
  })

  it.each(LANGUAGES)('words every code as a whole sentence with all its values in %s', (_lang, texts) => {
    for (const [code, params] of Object.entries(SAMPLES)) {
      const text = summaryText(translate(texts), entry(code, params))
      expect(text).not.toMatch(/\{\{|undefined|NaN|audit\.|orders\.|（旧）/)
      for (const [, value] of shownAsIs(params)) expect(text).toContain(String(value))
    }
  })

  it('says amounts in yuan, shares in %, payment issues by name, and the tails only when they have a value', () => {
    const zh = translate(zhHans)
    const say = (t: ReturnType<typeof translate>, code: AuditSummaryCode) => summaryText(t, entry(code, SAMPLES[code]!))
    expect(say(zh, 'withdrawal.reject')).toBe('驳回赵销售的佣金提现申请（¥123.45），原因：账户信息有误')
    expect(say(zh, 'withdrawal.approve')).toBe('通过赵销售的佣金提现申请（¥123.45）')
    expect(say(translate(en), 'statement.pay')).toBe('Recorded the payment of the 2026-11 statement: ¥8,800.00; transfer reference BK2026')
    expect(say(translate(zhHant), 'settlementShare.add')).toBe('結算機構「华东合作机构」自2026-12-01起分成比例為12.50%')
    expect(say(translate(zhHant), 'order.resolvePaymentIssue')).toBe('處理訂單A20261128的付款異常（重複付款）；備註：已在商户后台退回')
    expect(say(translate(en), 'invoice.update')).toBe('Recorded the invoice of order A20261128: number 04400123, issued on 2026-11-28; posted (SF100200)')
    expect(summaryText(zh, entry('invoice.update', { ...SAMPLES['invoice.update']!, mailed: '' }))).toBe('登记订单A20261128的发票：号码04400123，开票日期2026-11-28')
    expect(say(zh, 'examSitting.assignJudge')).toBe('为考试场次#5指派考官王考官（13800000009）')
    expect(say(translate(en), 'salesCoupon.allow')).toBe('Allowed salesperson user (13800000011) to issue 40 of coupon "新人立减"')
  })
})
