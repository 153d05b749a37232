// A row of a few fixed tabs (login ways, a goods page's sections). NutUI's Tabs measures its titles with a selector
// query in an animation frame to scroll the active one into view; a strip of two or three never scrolls, and that
// query throws an uncaught error on H5 when it runs while another page is current (page transitions, login and
// back). This strip only renders.
import { Text, View } from '@tarojs/components'
import './tab-strip.scss'

export interface TabStripProps<V extends string> {
  items: ReadonlyArray<{ value: V; title: string }>
  value: V
  onChange: (value: V) => void
  className?: string
}

export function TabStrip<V extends string>({ items, value, onChange, className }: TabStripProps<V>) {
  return (
    <View className={`tab-strip ${className ?? ''}`} role='tablist'>
      {items.map((item) => (
        <View key={item.value} className={`tab-strip__item ${item.value === value ? 'is-active' : ''}`} role='tab'
          aria-selected={item.value === value} onClick={() => onChange(item.value)}>
          <Text className='tab-strip__title'>{item.title}</Text>
        </View>
      ))}
    </View>
  )
}
