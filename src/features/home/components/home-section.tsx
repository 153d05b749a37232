// A section of the home page: its title, a 更多 link to the full list, and its content.
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import './home-section.scss'

interface Props {
  title: string
  onMore?: () => void
  testId: string
  children: ReactNode
}

export const HomeSection = observer(function HomeSection({ title, onMore, testId, children }: Props) {
  return (
    <View className='home-section' data-testid={testId}>
      <View className='home-section__head'>
        <View className='home-section__title' role='heading' aria-level={2}>{title}</View>
        {onMore && (
          <View className='home-section__more' role='link' onClick={onMore}>
            <Text>{t('home.sections.more')}</Text>
            <ArrowRight size={10} color='#707070' />
          </View>
        )}
      </View>
      {children}
    </View>
  )
})
