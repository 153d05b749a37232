// 月度开班记录: the organisation's months of a year, newest first (classes opened, new learners, money), with the
// year stepped back and forth (never past the current one).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { chinaDate } from '@contract/china-time'
import { t } from '@/shared/i18n'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { listOrgMonths } from '../api'
import { MoneyGrid } from './money-grid'
import { OrgBanner } from './org-banner'
import './settlement.scss'

function OrgMonthsViewImpl({ testId }: { testId: string }) {
  const thisYear = Number(chinaDate(Date.now()).slice(0, 4))
  const [year, setYear] = useState(thisYear)
  const months = useRemote(() => listOrgMonths(String(year)), [year])
  const atLatest = year >= thisYear
  return (
    <View className='settle-page' data-testid={testId} data-year={year}>
      <OrgBanner />
      <View className='settle-years'>
        <Text className='settle-years__step' onClick={() => setYear(year - 1)} data-testid='settle-year-prev'>{t('settlement.months.prev')}</Text>
        <Text>{t('settlement.months.year', { year })}</Text>
        <Text className={`settle-years__step${atLatest ? ' settle-years__step--off' : ''}`} aria-disabled={atLatest}
          onClick={() => !atLatest && setYear(year + 1)}>{t('settlement.months.next')}</Text>
      </View>
      <RemoteView remote={months} isEmpty={(list) => list.length === 0} emptyTitle={t('settlement.months.empty')}>
        {(list) => list.map((m) => (
          <View key={m.month} className='settle-card' data-testid='settle-month' data-month={m.month}>
            <View className='settle-card__head'><Text className='settle-card__title'>{m.month}</Text></View>
            <View className='settle-card__line'>
              <Text className='settle-card__part'>{t('settlement.months.opened', { n: m.classesOpened })}</Text>
              <Text className='settle-card__part'>{t('settlement.months.learners', { n: m.learners })}</Text>
            </View>
            <MoneyGrid cells={[
              { label: t('settlement.money.received'), fen: m.receivedFen },
              { label: t('settlement.money.refunded'), fen: -m.refundedFen },
              { label: t('settlement.money.net'), fen: m.netFen }
            ]} />
          </View>
        ))}
      </RemoteView>
    </View>
  )
}

export const OrgMonthsView = observer(OrgMonthsViewImpl)
