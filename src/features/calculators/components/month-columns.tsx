// Cumulative profit month by month as columns drawn with plain views: a zero line, gains above it in green, the
// part of the investment still to recover below it in red. The break-even month is marked.
import { Text, View } from '@tarojs/components'
import { t } from '@/shared/i18n'
import './charts.scss'

/** Height of the drawing area in px: tall enough to read a 36-month trend on a phone. */
const CHART_HEIGHT = 160

function layout(values: number[]) {
  const top = Math.max(0, ...values)
  const bottom = Math.max(0, ...values.map((v) => -v))
  const span = top + bottom || 1
  return { abovePx: Math.round((CHART_HEIGHT * top) / span), span }
}

export function MonthColumns({ valuesFen, breakEvenMonth }: { valuesFen: number[]; breakEvenMonth: number | null }) {
  const { abovePx, span } = layout(valuesFen)
  return (
    <View className='month-columns' data-testid='month-columns'>
      <View className='month-columns__plot' style={{ height: `${CHART_HEIGHT}px` }}>
        <View className='month-columns__zero' style={{ top: `${abovePx}px` }} />
        {valuesFen.map((value, i) => {
          const height = Math.max(1, Math.round((CHART_HEIGHT * Math.abs(value)) / span))
          const top = value >= 0 ? abovePx - height : abovePx
          const marked = breakEvenMonth === i + 1
          return (
            <View key={i} className='month-columns__slot'>
              <View className={`month-columns__bar ${value < 0 ? 'is-negative' : ''} ${marked ? 'is-marked' : ''}`}
                style={{ top: `${top}px`, height: `${height}px` }} />
            </View>
          )
        })}
      </View>
      <View className='month-columns__axis'>
        <Text>{t('calculators.profitResult.month', { month: 1 })}</Text>
        <Text>{t('calculators.profitResult.month', { month: valuesFen.length })}</Text>
      </View>
    </View>
  )
}
