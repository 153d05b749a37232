// The words of class reminders, per language, like types/errors.ts words refusals: one title and one sentence per
// event, with the class, session, time and reply filled in. The server renders a reminder once, when it is enqueued,
// so the outbox row holds exactly what was (or will be) sent.
import type { NoticeEvent } from '@contract/classroom/constants'

export type NoticeLanguage = 'zh-Hans' | 'zh-Hant' | 'en'

export interface NoticeParams {
  className?: string
  sessionTitle?: string
  /** China time, already formatted by `chinaTime`. */
  when?: string
  reply?: string
  taskTitle?: string
  /** A graded answer's decision and score, worded per language. */
  grade?: { decision: 'approved' | 'rejected'; score: number | null }
  /** Why the operator cancelled the session, as they wrote it (never translated). */
  reason?: string
}

type Words = { title: string; body: (p: NoticeParams) => string }

/** The operator's reason between its label and a full stop (theirs dropped, so it is not doubled), or nothing. */
const because = (p: NoticeParams, label: string, end: string) => {
  const reason = p.reason?.trim().replace(/[。.！!]+$/, '')
  return reason ? `${label}${reason}${end}` : ''
}

const CATALOGUE: Record<NoticeEvent, Record<NoticeLanguage, Words>> = {
  class_starts_tomorrow: {
    'zh-Hans': { title: '开课提醒', body: (p) => `${p.className}明天开课，请准时到场。` },
    'zh-Hant': { title: '開課提醒', body: (p) => `${p.className}明天開課，請準時到場。` },
    en: { title: 'Class starts tomorrow', body: (p) => `${p.className} starts tomorrow. Please be on time.` }
  },
  session_moved: {
    'zh-Hans': { title: '课次时间调整', body: (p) => `${p.className}「${p.sessionTitle}」改到${p.when}。` },
    'zh-Hant': { title: '課次時間調整', body: (p) => `${p.className}「${p.sessionTitle}」改到${p.when}。` },
    en: { title: 'Session moved', body: (p) => `${p.className} "${p.sessionTitle}" moved to ${p.when}.` }
  },
  session_cancelled: {
    'zh-Hans': { title: '课次取消', body: (p) => `${p.className}「${p.sessionTitle}」（${p.when}）已取消。${because(p, '原因：', '。')}` },
    'zh-Hant': { title: '課次取消', body: (p) => `${p.className}「${p.sessionTitle}」（${p.when}）已取消。${because(p, '原因：', '。')}` },
    en: { title: 'Session cancelled', body: (p) => `${p.className} "${p.sessionTitle}" (${p.when}) is cancelled.${because(p, ' Reason: ', '.')}` }
  },
  class_cancelled: {
    'zh-Hans': { title: '班级取消', body: (p) => `${p.className}已取消。${because(p, '原因：', '。')}详情请联系客服。` },
    'zh-Hant': { title: '班級取消', body: (p) => `${p.className}已取消。${because(p, '原因：', '。')}詳情請聯繫客服。` },
    en: { title: 'Class cancelled', body: (p) => `${p.className} is cancelled.${because(p, ' Reason: ', '.')} Please contact us for details.` }
  },
  leave_approved: {
    'zh-Hans': { title: '请假已批准', body: (p) => `你在${p.className}「${p.sessionTitle}」（${p.when}）的请假已批准。` },
    'zh-Hant': { title: '請假已核准', body: (p) => `你在${p.className}「${p.sessionTitle}」（${p.when}）的請假已核准。` },
    en: { title: 'Leave approved', body: (p) => `Your leave for ${p.className} "${p.sessionTitle}" (${p.when}) is approved.` }
  },
  leave_rejected: {
    'zh-Hans': { title: '请假未通过', body: (p) => `你在${p.className}「${p.sessionTitle}」（${p.when}）的请假未通过：${p.reply}` },
    'zh-Hant': { title: '請假未通過', body: (p) => `你在${p.className}「${p.sessionTitle}」（${p.when}）的請假未通過：${p.reply}` },
    en: { title: 'Leave rejected', body: (p) => `Your leave for ${p.className} "${p.sessionTitle}" (${p.when}) was rejected: ${p.reply}` }
  },
  homework_graded: {
    'zh-Hans': { title: '作业已批改', body: (p) => `作业「${p.taskTitle}」已批改：${gradeResult(p, 'zh-Hans')}。` },
    'zh-Hant': { title: '作業已批改', body: (p) => `作業「${p.taskTitle}」已批改：${gradeResult(p, 'zh-Hant')}。` },
    en: { title: 'Homework graded', body: (p) => `Homework "${p.taskTitle}" was graded: ${gradeResult(p, 'en')}.` }
  }
}

const RESULTS: Record<'approved' | 'rejected', Record<NoticeLanguage, (score: number | null) => string>> = {
  approved: { 'zh-Hans': (s) => `通过，${s ?? '-'}分`, 'zh-Hant': (s) => `通過，${s ?? '-'}分`, en: (s) => `approved, ${s ?? '-'} points` },
  rejected: { 'zh-Hans': () => '未通过，请修改后重新提交', 'zh-Hant': () => '未通過，請修改後重新提交', en: () => 'rejected; please revise and resubmit' }
}

export function renderNotice(event: NoticeEvent, params: NoticeParams, language: NoticeLanguage) {
  const words = CATALOGUE[event][language]
  return { title: words.title, body: words.body(params) }
}

function gradeResult({ grade }: NoticeParams, language: NoticeLanguage): string {
  return grade ? RESULTS[grade.decision][language](grade.score) : ''
}

const CHINA_OFFSET_MS = 8 * 3600_000

/** '06-07 09:00' in China time: the time learners read on their timetable. */
export function chinaTime(at: Date): string {
  const iso = new Date(at.getTime() + CHINA_OFFSET_MS).toISOString()
  return `${iso.slice(5, 10)} ${iso.slice(11, 16)}`
}
