// 佣金提现: the withdrawable balance (commission earned net of refunds, less every withdrawal not rejected), a
// request for at most that much, and the requests so far with their status; one opens its details.
import { useState } from 'react'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { SalesProfile } from '@contract/sales/shapes'
import { salesMessages } from '@/locales/sales'
import { registerMessages, t } from '@/shared/i18n'
import { price, yuan } from '@/shared/money'
import { usePageTitle } from '@/shared/page-title'
import { showToast } from '@/shared/toast'
import { FieldRow } from '@/shared/ui/field-row'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { getSalesProfile, listWithdrawals, requestWithdrawal } from '@/features/sales/api'
import { WithdrawalCard } from '@/features/sales/components/withdrawal-card'
import { withdrawalFen } from '@/features/sales/format'
import '@/features/sales/components/sales-page.scss'

registerMessages(salesMessages)

function RequestForm({ profile, onDone }: { profile: SalesProfile; onDone: () => void }) {
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string>()
  const submit = useAction(async () => {
    const fen = withdrawalFen(amount, profile.balanceFen)
    if (fen === null) return setProblem(t('sales.withdraw.invalid'))
    await requestWithdrawal(fen)
    setAmount('')
    void showToast(t('sales.withdraw.submitted'))
    onDone()
  })
  return (
    <View>
      <View className='sales-page__summary' data-testid='withdraw-balance'>
        <Text className='sales-page__summary-value'>{price(profile.balanceFen)}</Text>
        <Text className='sales-page__summary-label'>{t('sales.withdraw.balance')}</Text>
        <Text className='sales-page__summary-note'>{t('sales.withdraw.earned', { amount: price(profile.earnedFen) })}</Text>
      </View>
      <View className='sales-page__group' data-testid='withdraw-form'>
        <FieldRow field='amountFen' label={t('sales.withdraw.amount')} error={problem}>
          <Input name='amount' type='digit' value={amount} maxLength={10} aria-label={t('sales.withdraw.amount')}
            placeholder={t('sales.withdraw.amountPlaceholder', { max: yuan(profile.balanceFen) })}
            onChange={(v) => { setAmount(v); setProblem(undefined) }} />
        </FieldRow>
        <View className='sales-page__actions'>
          <Button type='primary' loading={submit.busy} disabled={profile.balanceFen <= 0} data-testid='withdraw-submit'
            onClick={submit.run}>{t('sales.withdraw.submit')}</Button>
        </View>
      </View>
    </View>
  )
}

function WithdrawPage() {
  usePageTitle('withdraw')
  const profile = useRemote(getSalesProfile)
  const list = usePagedList((page, size) => listWithdrawals({ page, size }))
  useReachBottom(list.loadMore)
  const refresh = () => { void profile.reload(); void list.reload() }
  useDidShow(() => { if (profile.data) refresh() })
  return (
    <View className='sales-page' data-testid='withdraw'>
      <RemoteView remote={profile}>{(p) => <RequestForm profile={p} onDone={refresh} />}</RemoteView>
      <Text className='sales-page__section'>{t('sales.withdraw.list')}</Text>
      <PagedListView list={list} emptyTitle={t('sales.withdraw.empty')}>
        {(items) => items.map((item) => <WithdrawalCard key={item.id} item={item} />)}
      </PagedListView>
    </View>
  )
}

export default observer(WithdrawPage)
