// Grey blocks in the shape of what is loading (the about tab, a detail page's header), so the layout does not jump
// when the answer arrives.
import { View } from '@tarojs/components'
import './about-skeleton.scss'

const Block = ({ className }: { className: string }) => <View className={`about-skeleton__block ${className}`} />

/** The about tab: the intro card, the entries, a row of teachers. */
export function AboutTabSkeleton() {
  return (
    <View className='about-skeleton' data-testid='about-skeleton' aria-busy='true'>
      <View className='about-skeleton__card'>
        <Block className='about-skeleton__cover' />
        <Block className='about-skeleton__line about-skeleton__line--title' />
        <Block className='about-skeleton__line' />
        <Block className='about-skeleton__line about-skeleton__line--short' />
      </View>
      <View className='about-skeleton__card about-skeleton__row'>
        {[0, 1, 2, 3, 4].map((i) => <Block key={i} className='about-skeleton__icon' />)}
      </View>
      <View className='about-skeleton__card about-skeleton__row'>
        {[0, 1, 2].map((i) => <Block key={i} className='about-skeleton__tile' />)}
      </View>
    </View>
  )
}

/** A detail page: a header with a picture and two lines, then a few lines of text. */
export function DetailSkeleton() {
  return (
    <View className='about-skeleton' data-testid='about-skeleton' aria-busy='true'>
      <View className='about-skeleton__card about-skeleton__head'>
        <Block className='about-skeleton__avatar' />
        <View className='about-skeleton__lines'>
          <Block className='about-skeleton__line about-skeleton__line--title' />
          <Block className='about-skeleton__line about-skeleton__line--short' />
        </View>
      </View>
      <View className='about-skeleton__card'>
        {[0, 1, 2, 3, 4].map((i) => <Block key={i} className='about-skeleton__line' />)}
      </View>
    </View>
  )
}
