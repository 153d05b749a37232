// 分享计划: with ?token, a plan someone shared: its weeks, who made it, like, subscribe (follows its edits), copy
// it into one's own plans, or report it. With ?planId (the owner), the link to send and, in the mini-program, the
// card to send to a friend. Opened bare, the owner's latest plan.
import { useState } from 'react'
import { useShareAppMessage } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { PlanDetail, SharedPlan } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openLogin, redirectToPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { pageLink } from '@/shared/platform/page-link'
import { routeUrl } from '@/shared/route-url'
import { session } from '@/shared/session'
import { copyText, showToast } from '@/shared/toast'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { copySharedPlan, getSharedPlan, likeSharedPlan, reportSharedPlan, sharePlan, subscribeSharedPlan } from '@/features/training/api'
import { PlanLoader } from '@/features/training/components/plan-loader'
import { WeekView } from '@/features/training/components/week-view'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function SharePlanPage() {
  usePageTitle('trainSharePlan')
  const params = useRouteParams('pages/train/sharePlan')
  if (!params) return <InvalidLink />
  if (params.token) return <Received token={params.token} />
  if (!session.isLoggedIn) return <InvalidLink />
  return <PlanLoader planId={params.planId}>{(plan) => <Owner plan={plan} />}</PlanLoader>
}

const Owner = observer(function Owner({ plan }: { plan: PlanDetail }) {
  const [token, setToken] = useState(plan.shareToken)
  const link = token ? pageLink(routeUrl('pages/train/sharePlan', { token })) : ''
  useShareAppMessage(() => ({ title: plan.name, path: token ? routeUrl('pages/train/sharePlan', { token }) : routeUrl('pages/entry/train') }))
  const share = useAction(async () => setToken((await sharePlan(plan.id)).shareToken))
  return (
    <View className='tr-page' data-testid='share-plan-owner'>
      <View className='tr-hero'><Text className='tr-hero__title'>{plan.name}</Text></View>
      <View className='tr-section'>
        {token ? <Text className='tr-list-text' data-testid='share-link'>{link}</Text> : <Text className='tr-muted'>{plan.note}</Text>}
      </View>
      <View className='tr-bottom'>
        {token ? (
          <>
            <Button onClick={() => void copyText(link)} data-testid='share-copy-link'>{t('training.share.link')}</Button>
            {process.env.TARO_ENV === 'weapp' && <Button type='primary' openType='share'>{t('training.share.card')}</Button>}
          </>
        ) : <Button type='primary' loading={share.busy} onClick={() => void share.run()} data-testid='share-create'>{t('training.plan.share')}</Button>}
      </View>
    </View>
  )
})

const Received = observer(function Received({ token }: { token: string }) {
  const remote = useRemote(() => getSharedPlan(token), [token])
  const [shared, setShared] = useState<SharedPlan | null>(null)
  const current = shared ?? remote.data
  const guard = <A,>(fn: () => Promise<A>) => async () => { if (!session.isLoggedIn) return openLogin(); await fn() }
  const like = useAction(guard(async () => setShared(await likeSharedPlan(token, !current!.liked))))
  const subscribe = useAction(guard(async () => setShared(await subscribeSharedPlan(token, !current!.subscribed))))
  const copy = useAction(guard(async () => {
    const plan = await copySharedPlan(token)
    await showToast(t('training.share.copiedPlan'))
    redirectToPage('pages/train/editPlan', { id: plan.id })
  }))
  const report = useAction(guard(async () => { await reportSharedPlan(token, t('training.share.report')); void showToast(t('training.share.reported')) }))
  return (
    <RemoteView remote={remote}>
      {() => current && (
        <View className='tr-page' data-testid='share-plan' data-liked={current.liked ? '1' : '0'}>
          <View className='tr-hero'>
            <Text className='tr-hero__title'>{current.plan.name}</Text>
            <Text className='tr-hero__sub'>{t('training.share.by', { name: current.owner.nickname })} · {t('training.share.likes', { n: current.likes })}</Text>
          </View>
          {current.plan.schedule.map((week) => (
            <View key={week.id} className='tr-section'>
              <Text className='tr-section__title'>{t('training.common.week', { n: week.weekNo })}</Text>
              <WeekView week={week} />
            </View>
          ))}
          {!current.mine && <View className='tr-links'><View className='tr-link' role='button' onClick={() => void report.run()}>{t('training.share.report')}</View></View>}
          {!current.mine && (
            <View className='tr-bottom'>
              <Button onClick={() => void like.run()} data-testid='share-like'>{current.liked ? t('training.share.liked') : t('training.share.like')}</Button>
              <Button onClick={() => void subscribe.run()}>{current.subscribed ? t('training.share.subscribed') : t('training.share.subscribe')}</Button>
              <Button type='primary' loading={copy.busy} onClick={() => void copy.run()} data-testid='share-copy'>{t('training.share.copyPlan')}</Button>
            </View>
          )}
        </View>
      )}
    </RemoteView>
  )
})

export default observer(SharePlanPage)
