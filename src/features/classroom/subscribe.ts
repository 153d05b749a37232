// WeChat subscription messages for class reminders. WeChat asks the learner only from a tap, so the page calls this
// from a button (班级详情 "开启上课提醒", or right after a class was bought). In H5 it does nothing: the server then
// reminds by SMS.
import Taro from '@tarojs/taro'
import { subscribeTemplateIds } from './platform-config'

export type SubscribeOutcome = 'accepted' | 'rejected' | 'unavailable'

export const canSubscribe = (): boolean => process.env.TARO_ENV === 'weapp' && subscribeTemplateIds().length > 0

/** Asks for the reminder templates; 'accepted' when at least one was allowed. */
export async function askClassReminders(): Promise<{ outcome: SubscribeOutcome; accepted: string[] }> {
  if (!canSubscribe()) return { outcome: 'unavailable', accepted: [] }
  const ids = subscribeTemplateIds()
  try {
    const res = (await Taro.requestSubscribeMessage({ tmplIds: ids } as Taro.requestSubscribeMessage.Option)) as unknown as Record<string, string>
    const accepted = ids.filter((id) => res[id] === 'accept')
    return { outcome: accepted.length ? 'accepted' : 'rejected', accepted }
  } catch {
    // Refused in the settings, or a template id WeChat does not know: the server falls back to SMS.
    return { outcome: 'unavailable', accepted: [] }
  }
}
