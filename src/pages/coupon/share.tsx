// 优惠券 (opened as /pages/coupon/share?code=…): a shared coupon shown large, received with one tap (signed-out
// users sign in first), then 已领取 / 已领完 / 已结束 from the server's answer, and a way to 我的优惠券.
import { useRef } from 'react'
import { useDidShow, useShareAppMessage } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { SharedCoupon } from '@contract/catalog/schemas'
import { couponMessages } from '@/locales/coupon'
import { registerMessages, t } from '@/shared/i18n'
import { openLogin, openPage } from '@/shared/navigation'
import { routeUrl } from '@/shared/route-url'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'
import { ariaButton } from '@/shared/ui/aria'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getSharedCoupon } from '@/features/coupon/api'
import { SharedCouponCard } from '@/features/coupon/components/shared-coupon-card'
import { receiveSharedCoupon, sharedCouponState } from '@/features/coupon/receive'
import { usePageTitle } from '@/shared/page-title'
import './share.scss'

registerMessages(couponMessages)

const BUTTON_TEXT = { open: 'coupon.receive', received: 'coupon.alreadyReceived', soldOut: 'coupon.soldOut', ended: 'coupon.share.ended' } as const

function Shared({ coupon, onChanged }: { coupon: SharedCoupon; onChanged: () => void }) {
  const state = sharedCouponState(coupon)
  const receive = useAction(async () => {
    if (!session.isLoggedIn) return openLogin()
    await receiveSharedCoupon(coupon.shareCode, onChanged)
    void showToast(t('coupon.received'))
    onChanged()
  })
  const hint = state === 'received' ? t('coupon.share.receivedHint')
    : state === 'open' && !session.isLoggedIn ? t('coupon.share.loginHint') : t('coupon.share.usageHint')
  return (
    <View className='coupon-share' data-testid='coupon-share' data-state={state}>
      <SharedCouponCard coupon={coupon} state={state} />
      <View className='coupon-share__actions'>
        <Button className='coupon-share__receive' type='primary' block disabled={state !== 'open'} loading={receive.busy}
          {...ariaButton(state !== 'open')} onClick={() => void receive.run()} data-testid='coupon-receive' data-state={state}>
          {t(BUTTON_TEXT[state])}
        </Button>
        <Text className='coupon-share__hint'>{hint}</Text>
        <Text className='coupon-share__mine' onClick={() => openPage('pages/mine/couponList')} data-testid='coupon-mine-link'>
          {t('coupon.share.mine')} ›
        </Text>
      </View>
    </View>
  )
}

function CouponSharePage() {
  usePageTitle('couponShare')
  const code = useRouteParams('pages/coupon/share')?.code ?? ''
  // No code in the link: nothing to ask the server for; the empty state says the link is broken.
  const remote = useRemote(() => (code ? getSharedCoupon(code) : Promise.resolve(null)), [code])
  const shownOnce = useRef(false)
  useDidShow(() => {
    // Back from signing in: whether this user already holds the coupon has changed meaning.
    if (shownOnce.current) remote.reload()
    shownOnce.current = true
  })
  useShareAppMessage(() => ({
    title: remote.data ? t('coupon.share.shareTitle', { title: remote.data.title }) : t('shell.brand.name'),
    path: routeUrl('pages/coupon/share', { code })
  }))
  return (
    <RemoteView remote={remote} emptyTitle={t('coupon.share.notFound')}>
      {(coupon) => coupon && <Shared coupon={coupon} onChanged={remote.reload} />}
    </RemoteView>
  )
}

export default observer(CouponSharePage)
