// Before the first question: who the assistant is, a few questions to tap, and the limits.
import { Text, View } from '@tarojs/components'
import { AI_LIMITS } from '@contract/content/assistant-shapes'
import { t } from '@/shared/i18n'
import './chat-intro.scss'

const EXAMPLES = ['invoice', 'retake', 'refund'] as const

export function ChatIntro({ onAsk }: { onAsk: (question: string) => void }) {
  return (
    <View className='chat-intro' data-testid='chat-intro'>
      <Text className='chat-intro__title'>{t('assistant.intro.title')}</Text>
      <Text className='chat-intro__text'>{t('assistant.intro.text')}</Text>
      <Text className='chat-intro__heading'>{t('assistant.intro.examplesTitle')}</Text>
      {EXAMPLES.map((key) => (
        <View key={key} className='chat-intro__example' data-testid='chat-example' onClick={() => onAsk(t(`assistant.examples.${key}`))}>
          <Text>{t(`assistant.examples.${key}`)}</Text>
        </View>
      ))}
      <Text className='chat-intro__limits'>{t('assistant.limits', { perMinute: AI_LIMITS.perMinute, perDay: AI_LIMITS.perDay })}</Text>
    </View>
  )
}
