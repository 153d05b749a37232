// WeChat subscription messages for class reminders (issue 23 "Reminders"). The template ids come from the server
// (the ones it sends with). WeChat asks the learner only from a tap, and the tap must call requestSubscribeMessage
// at once, so the ids are loaded beforehand and the button shows only when there are some. H5 asks nothing: the
// server then reminds by SMS.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { getNoticeTemplates, subscribeNotices } from './api'

export type SubscribeState = 'idle' | 'accepted' | 'rejected'

/** At most three templates per request (WeChat's limit). */
export const MAX_TEMPLATES_PER_ASK = 3

/** The template ids WeChat answered 'accept' for. */
export function acceptedTemplates(ids: readonly string[], answer: Record<string, unknown>): string[] {
  return ids.filter((id) => answer[id] === 'accept')
}

async function askWeChat(ids: string[]): Promise<string[]> {
  try {
    const answer = await Taro.requestSubscribeMessage({ tmplIds: ids, entityIds: [] } as unknown as Taro.requestSubscribeMessage.Option)
    return acceptedTemplates(ids, answer as unknown as Record<string, unknown>)
  } catch {
    // Turned off in the settings, or an id WeChat does not know: the server falls back to SMS.
    return []
  }
}

/** The reminder button's state on a page: whether to show it, what it did, and the tap handler. */
export function useReminderSubscription(signedIn: boolean) {
  const [ids, setIds] = useState<string[]>([])
  const [state, setState] = useState<SubscribeState>('idle')
  useEffect(() => {
    if (process.env.TARO_ENV !== 'weapp' || !signedIn) return
    getNoticeTemplates()
      .then((res) => setIds([...new Set(res.templates.map((tpl) => tpl.templateId))].slice(0, MAX_TEMPLATES_PER_ASK)))
      .catch(() => setIds([]))
  }, [signedIn])
  const ask = async () => {
    const accepted = await askWeChat(ids)
    setState(accepted.length ? 'accepted' : 'rejected')
    if (accepted.length) await subscribeNotices(accepted).catch(() => undefined)
  }
  return { available: ids.length > 0, state, ask }
}
