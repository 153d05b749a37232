// AI助手: the learner's chat with the assistant, kept on the server (older messages on demand), answers streamed
// piece by piece with the wait text until the first arrives, stop and retry, copy, and the sources to open.
// Signed-in only: the history belongs to the account.
import { useEffect, useState } from 'react'
import Taro, { useDidShow, useShareAppMessage } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { assistantMessages } from '@/locales/assistant'
import { registerMessages, t } from '@/shared/i18n'
import { openLogin } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { session } from '@/shared/session'
import { Empty } from '@/shared/ui/empty'
import { PageLoading } from '@/shared/ui/page-loading'
import { ChatStore } from '@/features/assistant/chat-store'
import { ChatComposer } from '@/features/assistant/components/chat-composer'
import { ChatIntro } from '@/features/assistant/components/chat-intro'
import { MessageBubble, questionElementId } from '@/features/assistant/components/message-bubble'
import './index.scss'

registerMessages(assistantMessages)

/** Room left above the question when it is scrolled to the top, so it does not touch the navigation bar. */
const QUESTION_MARGIN_PX = 12

/**
 * Follows an answer down as it grows, but never past the point where the question it answers reaches the top: a
 * long answer then reads from its start under its question, and the learner scrolls on. (Scrolling to the question
 * is clamped at the page's bottom, so a short answer simply shows whole below it.)
 */
function useKeepQuestionInView(store: ChatStore) {
  const last = store.entries[store.entries.length - 1]
  const size = `${store.entries.length}:${last?.content.length ?? 0}:${last?.state ?? ''}`
  useEffect(() => {
    // Nothing to follow yet (the intro stays at the top), or an older page was just put on top: stay put.
    if (store.entries.length === 0 || store.loadingOlder) return
    const question = [...store.entries].reverse().find((e) => e.role === 'user')
    if (!question) return
    // The question's distance from the page's top does not change with scrolling; the page's top is where scrolling
    // starts (under H5's navigation bar, which stays on screen; the mini-program's bar is outside the page).
    Taro.createSelectorQuery().select(`#${questionElementId(question.key)}`).boundingClientRect()
      .select('.assistant-page').boundingClientRect()
      .exec((res) => {
        const [rect, page] = (res ?? []) as [{ top: number } | null, { top: number } | null]
        if (!rect || !page) return
        const scrollTop = Math.max(0, rect.top - page.top - QUESTION_MARGIN_PX)
        Taro.pageScrollTo({ scrollTop, duration: 0 }).catch(() => undefined)
      })
  }, [size])
}

const Chat = observer(function Chat({ store }: { store: ChatStore }) {
  useKeepQuestionInView(store)
  if (store.status === 'loading') return <PageLoading />
  if (store.status === 'error') {
    return <Empty status='error' title={t('assistant.historyError')} actionText={t('common.action.retry')} onAction={() => void store.load()} />
  }
  return (
    <View className='assistant-page__messages'>
      {store.hasMore && (
        <Text className='assistant-page__older' data-testid='chat-older' onClick={() => void store.loadOlder()}>
          {store.loadingOlder ? t('assistant.action.loadingOlder') : t('assistant.action.older')}
        </Text>
      )}
      {store.entries.length === 0 && <ChatIntro onAsk={(q) => store.ask(q)} />}
      {store.entries.map((entry, i) => (
        <MessageBubble key={entry.key} entry={entry} waiting={store.waiting && i === store.entries.length - 1} onRetry={(e) => store.retry(e)} />
      ))}
    </View>
  )
})

function AssistantPage() {
  usePageTitle('assistant')
  const [store] = useState(() => new ChatStore())
  const loggedIn = session.isLoggedIn
  useEffect(() => { if (loggedIn) void store.load() }, [loggedIn])
  useDidShow(() => { if (loggedIn && store.status === 'error') void store.load() })
  useEffect(() => () => store.stop(), [])
  useShareAppMessage(() => ({ title: t('shell.titles.assistant'), path: routeUrl('pages/aiassistant/index', {}) }))
  if (!loggedIn) {
    return (
      <View className='assistant-page' data-testid='page-assistant'>
        <Empty title={t('assistant.login.title')} description={t('assistant.login.text')} actionText={t('assistant.login.action')} onAction={openLogin} />
      </View>
    )
  }
  return (
    <View className='assistant-page' data-testid='page-assistant'>
      <Chat store={store} />
      <ChatComposer store={store} />
    </View>
  )
}

export default observer(AssistantPage)
