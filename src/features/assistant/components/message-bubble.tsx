// One message of the chat. A question on the right; an answer on the left with how it was made (AI or search), the
// wait text until its first piece arrives, how it ended when not normally, its sources (tap to open), copy, and
// retry after a failure or a stop.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { copyText } from '@/shared/toast'
import { openContent } from '@/features/search'
import type { ChatEntry } from '../chat-store'
import './message-bubble.scss'

interface Props {
  entry: ChatEntry
  waiting: boolean
  onRetry: (entry: ChatEntry) => void
}

function endNote(entry: ChatEntry): string | null {
  if (entry.state === 'stopped') return t('assistant.state.stopped')
  if (entry.state !== 'failed') return null
  return entry.notice ?? (entry.content ? t('assistant.state.failed') : t('assistant.state.network'))
}

const Sources = ({ entry }: { entry: ChatEntry }) => (
  <View className='chat-msg__sources' data-testid='chat-sources'>
    <Text className='chat-msg__sources-title'>{t('assistant.sources')}</Text>
    {entry.sources.map((s) => (
      <View key={`${s.kind}-${s.id}`} className='chat-msg__source' onClick={() => openContent(s.kind, s.id)}>
        <Text className='chat-msg__source-kind'>{t(`assistant.kinds.${s.kind}`)}</Text>
        <Text className='chat-msg__source-title'>{s.title}</Text>
      </View>
    ))}
  </View>
)

function Answer({ entry, waiting, onRetry }: Props) {
  const text = entry.state === 'blocked' ? t('assistant.blocked') : entry.content
  const note = endNote(entry)
  const finished = entry.state !== 'streaming'
  return (
    <View className='chat-msg chat-msg--answer' data-testid='chat-answer' data-state={entry.state}>
      {entry.mode && <View className='chat-msg__head'><Text className='chat-msg__mode'>{t(`assistant.mode.${entry.mode}`)}</Text></View>}
      {waiting && !text && <Text className='chat-msg__waiting' data-testid='chat-waiting'>{t('assistant.waiting')}</Text>}
      {text && <Text className='chat-msg__text' data-testid='chat-answer-text' userSelect>{text}</Text>}
      {note && <Text className='chat-msg__note'>{note}</Text>}
      {finished && entry.state !== 'blocked' && entry.sources.length > 0 && <Sources entry={entry} />}
      {finished && (
        <View className='chat-msg__actions'>
          {text && entry.state !== 'blocked' && (
            <Text className='chat-msg__action' data-testid='chat-copy' onClick={() => void copyText(text)}>{t('assistant.action.copy')}</Text>
          )}
          {entry.state !== 'done' && (
            <Text className='chat-msg__action' data-testid='chat-retry' onClick={() => onRetry(entry)}>{t('assistant.action.retry')}</Text>
          )}
        </View>
      )}
    </View>
  )
}

/** The element id of a question, for the page to scroll it into view. */
export const questionElementId = (key: string) => `chat-q-${key}`

function MessageBubbleImpl(props: Props) {
  if (props.entry.role === 'assistant') return <Answer {...props} />
  return (
    <View className='chat-msg chat-msg--question' data-testid='chat-question' id={questionElementId(props.entry.key)}>
      <Text className='chat-msg__text' userSelect>{props.entry.content}</Text>
    </View>
  )
}

export const MessageBubble = observer(MessageBubbleImpl)
