// The entry grid of the home page: the areas a learner goes to most, each a page that exists. Two of the issue's
// entries wait for their pages: the action library (动作库, pages/action/group/index) comes with the trainer tool
// issue, and the certificate check (证书查询) with the certificates issue; they join the grid then, never as a dead end.
import { Text, View } from '@tarojs/components'
import { Ask, Category, Edit, Prices, Service } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import './entry-grid.scss'

interface Entry {
  key: 'courses' | 'exams' | 'calculators' | 'assistant' | 'faq'
  icon: typeof Category
  /** The icon's disc colour. */
  tint: string
  open: () => void
}

const ENTRIES: Entry[] = [
  { key: 'courses', icon: Category, tint: '#0DBC3B', open: () => openPage('pages/entry/course') },
  { key: 'exams', icon: Edit, tint: '#3B82F6', open: () => openPage('pages/entry/courseNoSwitch', { kind: 'exam' }) },
  { key: 'calculators', icon: Prices, tint: '#F59E0B', open: () => openPage('pages/mine/counter/index') },
  // pages/aiassistant/index is built beside this work (the assistant's branch) and registered when that lands.
  { key: 'assistant', icon: Service, tint: '#8B5CF6', open: () => openPage('pages/aiassistant/index') },
  { key: 'faq', icon: Ask, tint: '#14B8A6', open: () => openPage('pages/home/faq') }
]

export const EntryGrid = observer(function EntryGrid() {
  return (
    <View className='entry-grid' data-testid='entry-grid'>
      {ENTRIES.map(({ key, icon: Icon, tint, open }) => (
        <View key={key} className='entry-grid__item' role='link' data-testid={`entry-${key}`} onClick={open}>
          <View className='entry-grid__icon' style={{ background: tint }}>
            <Icon size={22} color='#fff' />
          </View>
          <Text className='entry-grid__label'>{t(`home.grid.${key}`)}</Text>
        </View>
      ))}
    </View>
  )
})
