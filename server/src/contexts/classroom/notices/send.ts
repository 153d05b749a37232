// Sending one claimed reminder: a WeChat subscription message when WeChat is configured, the event has a template and
// the user accepted it (one credit used per message), else an SMS when SMS is configured and the user has a phone,
// else the server log. Returns the channel it went out on; throws when the channel failed (the poller retries).
import { and, eq, gt, sql } from 'drizzle-orm'
import type { NoticeChannel } from '@contract/classroom/constants'
import { findWechatIdentity, userBrief } from '../../identity'
import type { ClassroomContext } from '../context'
import { noticeSubscriptions, type NoticeRow } from '../tables'

export type SendDeps = Pick<ClassroomContext, 'db' | 'config' | 'notices' | 'wechatMini'>

// WeChat's "thing" fields hold at most 20 characters.
const THING_MAX = 20

async function takeCredit(deps: SendDeps, userId: number, templateId: string, delta: -1 | 1): Promise<boolean> {
  const [row] = await deps.db.update(noticeSubscriptions)
    .set({ credits: sql`${noticeSubscriptions.credits} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(noticeSubscriptions.userId, userId), eq(noticeSubscriptions.templateId, templateId),
      delta < 0 ? gt(noticeSubscriptions.credits, 0) : undefined))
    .returning({ credits: noticeSubscriptions.credits })
  return Boolean(row)
}

async function viaWechat(deps: SendDeps, row: NoticeRow): Promise<boolean> {
  const templateId = deps.config.classroom.noticeTemplates[row.event]
  if (!deps.notices.wechat || !deps.wechatMini || !templateId) return false
  const identity = await findWechatIdentity(deps.db, row.userId)
  if (!identity || identity.appId !== deps.wechatMini.appId) return false
  if (!(await takeCredit(deps, row.userId, templateId, -1))) return false
  try {
    await deps.notices.wechat({
      openid: identity.openid, templateId, page: row.page,
      data: { thing1: { value: row.title.slice(0, THING_MAX) }, thing2: { value: row.body.slice(0, THING_MAX) } }
    })
    return true
  } catch (err) {
    // Not delivered: the acceptance is still unused.
    await takeCredit(deps, row.userId, templateId, 1)
    throw err
  }
}

export async function sendNotice(deps: SendDeps, row: NoticeRow): Promise<NoticeChannel> {
  if (await viaWechat(deps, row)) return 'wechat'
  const user = await userBrief(deps.db, row.userId)
  if (deps.notices.sms && user?.phone) {
    await deps.notices.sms(user.phone, `${row.title}：${row.body}`)
    return 'sms'
  }
  deps.notices.log(row.userId, `${row.title}：${row.body}`)
  return 'log'
}
