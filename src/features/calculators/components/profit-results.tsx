// The results of a profit calculation: the break-even month up front, the monthly sums, and the cumulative profit
// after the investment month by month.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ProfitResults as Results } from '@contract/tools/calculators'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { BarList } from './bar-list'
import { MonthColumns } from './month-columns'
import { ResultRow } from './sales-results'
import './results.scss'

function ProfitResultsImpl({ results: r }: { results: Results }) {
  const breakdown = [
    { label: t('calculators.profitResult.revenue'), valueFen: r.revenueFen },
    { label: t('calculators.profitResult.variableCost'), valueFen: -r.variableCostFen },
    { label: t('calculators.profitResult.fixedCosts'), valueFen: -r.fixedCostsFen },
    { label: t('calculators.profitResult.netMonthly'), valueFen: r.netMonthlyProfitFen }
  ]
  return (
    <View className='calc-results' data-testid='profit-results'>
      <View className='calc-results__hero'>
        <Text className='calc-results__hero-label'>{t('calculators.profitResult.breakEven')}</Text>
        <Text className='calc-results__hero-value' data-testid='break-even'>
          {r.breakEvenMonth === null
            ? t('calculators.profitResult.noBreakEven')
            : t('calculators.profitResult.breakEvenMonths', { month: r.breakEvenMonth })}
        </Text>
        <Text className='calc-results__hero-note'>{t('calculators.profitResult.netMonthly')} {price(r.netMonthlyProfitFen)}</Text>
      </View>
      <View className='calc-results__card'>
        <BarList items={breakdown} testId='profit-bars' />
        <ResultRow label={t('calculators.profitResult.grossProfit')} value={price(r.grossProfitFen)} negative={r.grossProfitFen < 0} />
      </View>
      <View className='calc-results__card'>
        <Text className='calc-results__title'>{t('calculators.profitResult.cumulative')}</Text>
        <MonthColumns valuesFen={r.cumulativeFen} breakEvenMonth={r.breakEvenMonth} />
      </View>
    </View>
  )
}

export const ProfitResultsView = observer(ProfitResultsImpl)
