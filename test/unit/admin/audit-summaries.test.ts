// The coded audit summaries of the classroom, training, catalog class/session, about page, FAQ category, export and
// seat writes read as whole sentences in all three languages: every placeholder filled, every list and attendance
// mark named, the optional reason/reply/filters said after the sentence.
import { AUDIT_SUMMARY_CODES, EXPORT_AREAS, type AuditSummaryCode } from '@contract/admin'
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
  'classSession.create': { className: '周末班', title: '第1课' },
  'classSession.update': { title: '第1课' },
  'classSession.move': { title: '第1课', told: 12 },
  'classSession.cancel': { title: '第1课', told: 12, reason: '场地维修' },
  'class.classroom': { id: 7 },
  'class.cancel': { name: '周末班', told: 12, reason: '报名不足' },
  'venue.create': { name: '静安馆' },
  'venue.update': { name: '静安馆' },
  'venue.delete': { name: '静安馆' },
  'attendance.correct': { title: '第1课', learner: '张三', fromMark: 'none', toMark: 'late', reason: '补签' },
  'photo.create': { className: '周末班' },
  'photo.delete': { classId: 7 },
  'leave.approve': { name: '张三', reply: '' },
  'leave.reject': { name: '张三', reply: '课程不能请假' },
  'leave.approveTeacher': { name: '李老师', reply: '' },
  'leave.rejectTeacher': { name: '李老师', reply: '请调课' },
  'trainingMove.create': { name: '深蹲' },
  'trainingMove.update': { name: '深蹲' },
  'trainingMove.hide': { name: '深蹲' },
  'trainingMove.show': { name: '深蹲' },
  'trainingLibrary.create': { name: '基础库' },
  'trainingLibrary.update': { name: '基础库' },
  'trainingLibrary.publish': { name: '基础库' },
  'trainingLibrary.unpublish': { name: '基础库' },
  'trainingProgram.create': { title: '增肌' },
  'trainingProgram.update': { title: '增肌' },
  'trainingProgram.publish': { title: '增肌' },
  'trainingProgram.unpublish': { title: '增肌' },
  'trainingProgram.schedule': { title: '增肌', weeks: 4, trainingDays: 12, moves: 48 },
  'trainingProgram.codes': { title: '增肌', count: 20 },
  'trainingReport.hide': { id: 3 },
  'trainingReport.dismiss': { id: 3 },
  'class.create': { title: '普拉提认证', name: '周末班' },
  'class.update': { name: '周末班' },
  'class.stop': { name: '周末班' },
  'class.reopen': { name: '周末班' },
  'session.create': { title: '普拉提认证', city: '上海', venue: '静安馆' },
  'session.update': { city: '上海', venue: '静安馆' },
  'session.close': { city: '上海', venue: '静安馆' },
  'session.reopen': { city: '上海', venue: '静安馆' },
  'aboutPage.update': { title: '关于我们' },
  'faqCategory.create': { name: '报名' },
  'faqCategory.update': { name: '报名' },
  'faqCategory.delete': { name: '报名' },
  'export.csv': { list: 'class-roster', rows: 30, filters: 'status=active' },
  'seat.transfer': { userId: 9, from: '周末班', to: '晚间班', reason: '时间冲突' },
  'seat.retrain': { userId: 9, from: '周末班', to: '晚间班', reason: '' },
  'seat.gift': { name: '', phone: '138****0001', className: '周末班', reason: '合作赠送' }
}

const LANGUAGES = [['zh-Hans', zhHans], ['zh-Hant', zhHant], ['en', en]] as const
const entry = (code: string, params: Params) => ({ summary: '（旧）', summaryCode: code, summaryParams: params })

describe('coded audit summaries of the classroom, training, catalog classes, content pages, exports and seats', () => {
  it('has a sample for codes the server writes', () => {
    for (const code of Object.keys(SAMPLES)) expect(AUDIT_SUMMARY_CODES).toContain(code)
  })

  it.each(LANGUAGES)('words every code as a whole sentence in %s', (_lang, texts) => {
    for (const [code, params] of Object.entries(SAMPLES)) {
      const text = summaryText(translate(texts), entry(code, params))
      expect(text).not.toMatch(/\{\{|undefined|audit\.|classroom\.|（旧）/)
      for (const value of Object.values(params).filter((v) => typeof v === 'number')) expect(text).toContain(String(value))
    }
  })

  it.each(LANGUAGES)('names every list a CSV export may be recorded for in %s', (_lang, texts) => {
    for (const list of Object.keys(EXPORT_AREAS)) expect(typeof lookup(texts, `audit.exportLists.${list}`)).toBe('string')
  })

  it('names marks and lists, says the reason, reply and filters after the sentence, and leaves out an empty one', () => {
    const zh = translate(zhHans)
    expect(summaryText(zh, entry('attendance.correct', SAMPLES['attendance.correct']!))).toBe('更正「第1课」学员张三的出勤：未签到 → 迟到，原因：补签')
    expect(summaryText(translate(en), entry('attendance.correct', SAMPLES['attendance.correct']!)))
      .toBe('Corrected the attendance of learner 张三 at "第1课": Not checked in → Late; reason: 补签')
    expect(summaryText(zh, entry('leave.reject', SAMPLES['leave.reject']!))).toBe('驳回学员张三的请假申请；回复：课程不能请假')
    expect(summaryText(zh, entry('leave.approve', SAMPLES['leave.approve']!))).toBe('批准学员张三的请假申请')
    expect(summaryText(translate(zhHant), entry('export.csv', SAMPLES['export.csv']!))).toBe('匯出「班級學員名單」清單CSV，共30筆；篩選條件：status=active')
    expect(summaryText(translate(en), entry('export.csv', { list: 'orders', rows: 2, filters: '' }))).toBe('Exported the list "Orders" as CSV; rows: 2')
    expect(summaryText(zh, entry('seat.gift', SAMPLES['seat.gift']!))).toBe('为学员用户（138****0001）开通「周末班」名额，原因：合作赠送')
    expect(summaryText(zh, entry('seat.retrain', SAMPLES['seat.retrain']!))).toBe('学员#9重修：「周末班」→「晚间班」')
  })
})
