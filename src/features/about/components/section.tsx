// A titled block of an about page: a heading, an optional 全部 › that opens the full list, and its content.
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import './section.scss'

interface Props {
  title: string
  onMore?: () => void
  testId?: string
  children: ReactNode
}

function SectionImpl({ title, onMore, testId, children }: Props) {
  return (
    <View className='about-section' data-testid={testId}>
      <View className='about-section__head'>
        <Text className='about-section__title'>{title}</Text>
        {onMore && (
          <View className='about-section__more' role='link' onClick={onMore}>
            <Text>{t('about.tab.all')}</Text>
            <ArrowRight size={10} />
          </View>
        )}
      </View>
      {children}
    </View>
  )
}

export const Section = observer(SectionImpl)
