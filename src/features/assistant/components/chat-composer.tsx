// The bottom bar: the question field and 发送, or 停止 while an answer is being written.
import { useState } from 'react'
import { Textarea, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { AI_LIMITS } from '@contract/content/assistant-shapes'
import { t } from '@/shared/i18n'
import { ariaButton } from '@/shared/ui/aria'
import type { ChatStore } from '../chat-store'
import './chat-composer.scss'

function ChatComposerImpl({ store }: { store: ChatStore }) {
  const [text, setText] = useState('')
  const send = () => {
    if (!text.trim() || store.answering) return
    store.ask(text)
    setText('')
  }
  return (
    <View className='chat-composer'>
      <Textarea className='chat-composer__input' data-testid='chat-input' value={text} autoHeight maxlength={AI_LIMITS.questionMaxChars}
        placeholder={t('assistant.input.placeholder')} confirmType='send' onInput={(e) => setText(e.detail.value)} onConfirm={send}
        showConfirmBar={false} cursorSpacing={16} />
      {store.answering
        ? <Button className='chat-composer__button' data-testid='chat-stop' fill='outline' type='primary' onClick={() => store.stop()}>{t('assistant.input.stop')}</Button>
        : <Button className='chat-composer__button' data-testid='chat-send' type='primary' disabled={!text.trim()}
          {...ariaButton(!text.trim())} onClick={send}>{t('assistant.input.send')}</Button>}
    </View>
  )
}

export const ChatComposer = observer(ChatComposerImpl)
