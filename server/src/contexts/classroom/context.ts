// The classroom context's dependencies: the app's base plus the content check (what other people will see), the
// WeChat client (subscription messages) and the reminder senders (WeChat, SMS, log). It runs what happens
// after a learner holds a seat (sessions, check-in, leave, ratings, course documents, homework, reminders) and reads
// seats through learning's public entry.
import type { ContentSecurity } from '../../integrations/content-security'
import type { NoticeSenders } from '../../integrations/notices'
import type { WechatMiniClient } from '../../integrations/wechat/types'
import type { BaseContext } from '../base'

export interface ClassroomContext extends BaseContext {
  contentSecurity: ContentSecurity
  wechatMini: WechatMiniClient | null
  notices: NoticeSenders
}
