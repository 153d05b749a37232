// Two small charts drawn with plain views (no chart library: the mini-program has no SVG, and these are a few
// bars and dots). Each carries a text summary for screen readers.
import { Text, View } from '@tarojs/components'
import { barHeights } from '../stats'
import './training.scss'

export interface BarDatum { label: string; value: number }

export function BarChart({ data, summary, testId }: { data: BarDatum[]; summary: string; testId?: string }) {
  const heights = barHeights(data.map((d) => d.value))
  return (
    <View className='tr-bars' role='img' aria-label={summary} data-testid={testId}>
      {data.map((d, i) => (
        <View key={d.label} className='tr-bars__col'>
          <Text className='tr-bars__value'>{Math.round(d.value)}</Text>
          <View className='tr-bars__bar' style={{ height: `${heights[i]}%` }} />
          <Text className='tr-bars__label'>{d.label}</Text>
        </View>
      ))}
    </View>
  )
}

export interface TrendDatum { label: string; value: number }

/** Dots placed by value between the smallest and largest (a flat series sits in the middle). */
export function TrendChart({ data, summary, testId }: { data: TrendDatum[]; summary: string; testId?: string }) {
  const values = data.map((d) => d.value)
  const min = Math.min(...values)
  const max = Math.max(...values)
  const y = (v: number) => (max === min ? 50 : 8 + ((v - min) / (max - min)) * 84)
  const x = (i: number) => (data.length === 1 ? 50 : 6 + (i / (data.length - 1)) * 88)
  const labelEvery = Math.max(1, Math.ceil(data.length / 5))
  return (
    <View className='tr-trend' role='img' aria-label={summary} data-testid={testId}>
      {data.map((d, i) => (
        <View key={d.label}>
          <View className='tr-trend__dot' style={{ left: `${x(i)}%`, bottom: `${y(d.value)}%` }} />
          {i % labelEvery === 0 && <Text className='tr-trend__label' style={{ left: `${x(i)}%` }}>{d.label}</Text>}
        </View>
      ))}
    </View>
  )
}
