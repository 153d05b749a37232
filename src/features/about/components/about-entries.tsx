// The about tab's entries: 讲师团队, 学员故事, 合作伙伴, 新闻动态 and 常见问题, one row of round icons.
import { Text, View } from '@tarojs/components'
import { Ask, Designer, Notice, Star, Store } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import './about-entries.scss'

type EntryKey = 'teachers' | 'stories' | 'partners' | 'news' | 'faq'
const ENTRIES: { key: EntryKey; open: () => void; Icon: typeof Designer }[] = [
  { key: 'teachers', open: () => openPage('pages/home/teachTeam'), Icon: Designer },
  { key: 'stories', open: () => openPage('pages/home/story'), Icon: Star },
  { key: 'partners', open: () => openPage('pages/home/hezuo'), Icon: Store },
  { key: 'news', open: () => openPage('pages/home/news'), Icon: Notice },
  { key: 'faq', open: () => openPage('pages/home/faq'), Icon: Ask }
]

function AboutEntriesImpl() {
  return (
    <View className='about-entries' role='navigation'>
      {ENTRIES.map(({ key, open, Icon }) => (
        <View key={key} className='about-entries__item' data-testid={`about-entry-${key}`} role='link' onClick={open}>
          <View className={`about-entries__icon about-entries__icon--${key}`}><Icon size={22} color='#fff' /></View>
          <Text className='about-entries__label'>{t(`about.tab.entries.${key}`)}</Text>
        </View>
      ))}
    </View>
  )
}

export const AboutEntries = observer(AboutEntriesImpl)
