// The results of a sales calculation: monthly revenue up front, revenue by source as bars, commissions per head.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { SalesResults as Results } from '@contract/tools/calculators'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { BarList } from './bar-list'
import './results.scss'

export function ResultRow({ label, value, negative = false }: { label: string; value: string; negative?: boolean }) {
  return (
    <View className='calc-results__row'>
      <Text>{label}</Text>
      <Text className={`calc-results__row-value ${negative ? 'is-negative' : ''}`}>{value}</Text>
    </View>
  )
}

function SalesResultsImpl({ results: r }: { results: Results }) {
  const sources = [...r.membershipBySource, ...r.ptBySource].map((s) => ({
    label: s.name, valueFen: s.amountFen, note: t('calculators.salesResult.sourceCount', { count: s.count })
  }))
  return (
    <View className='calc-results' data-testid='sales-results'>
      <View className='calc-results__hero'>
        <Text className='calc-results__hero-label'>{t('calculators.salesResult.totalRevenue')}</Text>
        <Text className='calc-results__hero-value' data-testid='total-revenue'>{price(r.totalRevenueFen)}</Text>
        {r.targetReachedPct !== null && (
          <Text className='calc-results__hero-note'>
            {t('calculators.salesResult.target')} {t('calculators.salesResult.targetValue', { pct: r.targetReachedPct })}
          </Text>
        )}
      </View>
      <View className='calc-results__card'>
        <ResultRow label={t('calculators.salesResult.members')} value={t('calculators.salesResult.membersValue', { count: r.members })} />
        <ResultRow label={t('calculators.salesResult.membershipRevenue')} value={price(r.membershipRevenueFen)} />
        <ResultRow label={t('calculators.salesResult.ptRevenue')} value={price(r.ptRevenueFen)} />
      </View>
      {sources.length > 0 && (
        <View className='calc-results__card'>
          <Text className='calc-results__title'>{t('calculators.salesResult.bySource')}</Text>
          <BarList items={sources} testId='revenue-bars' />
        </View>
      )}
      <View className='calc-results__card'>
        <Text className='calc-results__title'>{t('calculators.salesResult.commissions')} {price(r.commissionsFen)}</Text>
        <ResultRow label={t('calculators.salesResult.membershipCommission')} value={price(r.membershipCommissionFen)} />
        <ResultRow label={t('calculators.salesResult.perSalesStaff')} value={price(r.perSalesStaffFen)} />
        <ResultRow label={t('calculators.salesResult.ptCommission')} value={price(r.ptCommissionFen)} />
        <ResultRow label={t('calculators.salesResult.perCoach')} value={price(r.perCoachFen)} />
      </View>
    </View>
  )
}

export const SalesResultsView = observer(SalesResultsImpl)
