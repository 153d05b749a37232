// 优惠券发放: one allowed batch: issue a coupon to a customer's phone, share the claim link (copy, or a QR code to
// scan from this screen or a screenshot of it), and who received one and whether they used it.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { SalesCouponBatch, SalesCouponGrant } from '@contract/sales/shapes'
import { couponMessages } from '@/locales/coupon'
import { salesMessages } from '@/locales/sales'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { copyText, showToast } from '@/shared/toast'
import { dateTimeText } from '@/shared/time'
import { FieldRow } from '@/shared/ui/field-row'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { QrImage } from '@/shared/ui/qr-image'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { isPhone } from '@/shared/validate'
import { issueCoupon, listCouponGrants, listSalesCoupons } from '@/features/sales/api'
import { BatchCard } from '@/features/sales/components/batch-card'
import { couponShareLink } from '@/features/sales/share-link'
import '@/features/sales/components/sales-page.scss'
import '@/features/sales/components/sales-card.scss'

registerMessages(salesMessages, couponMessages)

function IssueForm({ batchId, onIssued }: { batchId: number; onIssued: () => void }) {
  const [phone, setPhone] = useState('')
  const [problem, setProblem] = useState<string>()
  const issue = useAction(async () => {
    if (!isPhone(phone.trim()) || phone.startsWith('+')) return setProblem(t('sales.coupons.phoneRequired'))
    await issueCoupon(batchId, phone.trim())
    setPhone('')
    void showToast(t('sales.coupons.issued'))
    onIssued()
  })
  return (
    <View className='sales-page__group' data-testid='coupon-issue'>
      <FieldRow field='phone' label={t('sales.coupons.issueTo')} error={problem}>
        <Input name='phone' type='tel' value={phone} maxLength={11} placeholder={t('sales.coupons.phonePlaceholder')}
          aria-label={t('sales.coupons.issueTo')} onChange={(v) => { setPhone(v); setProblem(undefined) }} />
      </FieldRow>
      <View className='sales-page__actions'>
        <Button type='primary' loading={issue.busy} data-testid='coupon-issue-submit' onClick={issue.run}>{t('sales.coupons.issue')}</Button>
      </View>
    </View>
  )
}

function Share({ batch }: { batch: SalesCouponBatch }) {
  if (!batch.sharePath) return null
  const link = couponShareLink(batch.sharePath)
  return (
    <View className='sales-page__group' data-testid='coupon-share'>
      <View className='sales-page__qr'>
        <QrImage text={link} size={160} alt={t('sales.coupons.poster')} />
        <Text className='sales-page__qr-label'>{t('sales.coupons.poster')}</Text>
      </View>
      <View className='sales-page__actions'>
        <Button type='primary' fill='outline' data-testid='coupon-copy-link' onClick={() => void copyText(link)}>{t('sales.coupons.copyLink')}</Button>
      </View>
    </View>
  )
}

function GrantRow({ grant }: { grant: SalesCouponGrant }) {
  return (
    <View className='sales-card' data-testid='coupon-grant'>
      <View className='sales-card__head'>
        <Text className='sales-card__title'>{grant.holder}</Text>
        <Text className={`sales-card__state ${grant.used ? 'sales-card__state--paid' : ''}`}>
          {grant.used ? t('sales.coupons.used') : t('sales.coupons.unused')}
        </Text>
      </View>
      <Text className='sales-card__line'>{dateTimeText(grant.usedAt ?? grant.issuedAt)}</Text>
    </View>
  )
}

function Batch({ id }: { id: number }) {
  const batches = useRemote(listSalesCoupons)
  const grants = usePagedList((page, size) => listCouponGrants(id, { page, size }), [id])
  useReachBottom(grants.loadMore)
  const refresh = () => { void batches.reload(); void grants.reload() }
  return (
    <RemoteView remote={batches} isEmpty={(list) => !list.some((b) => b.id === id)}>
      {(list) => {
        const batch = list.find((b) => b.id === id)!
        return (
          <View data-testid='sales-batch-detail'>
            <BatchCard item={batch} link={false} />
            <IssueForm batchId={id} onIssued={refresh} />
            <Share batch={batch} />
            <Text className='sales-page__section'>{t('sales.coupons.grants')}</Text>
            <PagedListView list={grants} emptyTitle={t('sales.coupons.noGrants')}>
              {(items) => items.map((g) => <GrantRow key={g.id} grant={g} />)}
            </PagedListView>
          </View>
        )
      }}
    </RemoteView>
  )
}

function SaleCouponEditPage() {
  usePageTitle('saleCouponEdit')
  const params = useRouteParams('pages/private/coupon/edit')
  return <View className='sales-page'>{params ? <Batch id={params.id} /> : <InvalidLink />}</View>
}

export default observer(SaleCouponEditPage)
