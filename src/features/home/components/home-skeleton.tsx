// What the home page shows while its first answer is on the way: grey shapes where the banner, the notice strip,
// the courses and the news will be, so nothing jumps when they arrive.
import { View } from '@tarojs/components'
import './home-skeleton.scss'

const ROWS = [0, 1, 2]

export function HomeSkeleton({ part }: { part: 'top' | 'lists' }) {
  if (part === 'top') {
    return (
      <View className='home-skeleton' data-testid='home-skeleton' aria-busy='true'>
        <View className='home-skeleton__banner' />
        <View className='home-skeleton__strip' />
      </View>
    )
  }
  return (
    <View className='home-skeleton' aria-busy='true'>
      <View className='home-skeleton__heading' />
      {ROWS.map((row) => (
        <View key={row} className='home-skeleton__row'>
          <View className='home-skeleton__thumb' />
          <View className='home-skeleton__lines'>
            <View className='home-skeleton__line' />
            <View className='home-skeleton__line is-short' />
          </View>
        </View>
      ))}
    </View>
  )
}
