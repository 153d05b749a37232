// A part of a page that failed to load while the rest did (the goods page's teachers, the partners page's intro):
// one line saying so, tapped to try again.
import { Text, View } from '@tarojs/components'
import { Refresh } from '@nutui/icons-react-taro'
import './inline-retry.scss'

export function InlineRetry({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <View className='inline-retry' role='button' data-testid='inline-retry' onClick={onRetry}>
      <Refresh size={14} />
      <Text className='inline-retry__text'>{text}</Text>
    </View>
  )
}
