// A notice or a news article as learners read it: title, a line of facts under it, the sanitised rich text.
import type { ReactNode } from 'react'
import { RichText, Text, View } from '@tarojs/components'
import { styledRichText } from '@/shared/rich-text'
import './article.scss'

interface Props {
  title: string
  meta: ReactNode
  html: string
  testId: string
}

export function Article({ title, meta, html, testId }: Props) {
  return (
    <View className='article' data-testid={testId}>
      <View className='article__card'>
        <Text className='article__title'>{title}</Text>
        <View className='article__meta'>{meta}</View>
        <RichText className='article__body' nodes={styledRichText(html)} />
      </View>
    </View>
  )
}
