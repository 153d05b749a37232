// Written content as learners read it (a FAQ answer, a notice, a news article): the title, a line of facts under it,
// the sanitised rich text on a white card, and anything the page adds below the card.
import type { ReactNode } from 'react'
import { RichText, Text, View } from '@tarojs/components'
import { styledRichText } from '../rich-text'
import './article.scss'

interface Props {
  title: string
  meta: ReactNode
  html: string
  testId: string
  footer?: ReactNode
}

export function Article({ title, meta, html, testId, footer }: Props) {
  return (
    <View className='article' data-testid={testId}>
      <View className='article__card'>
        <Text className='article__title'>{title}</Text>
        <View className='article__meta'>{meta}</View>
        <RichText className='article__body' nodes={styledRichText(html)} />
      </View>
      {footer}
    </View>
  )
}
