// 商品详情 (titled by kind: 课程详情, 考试详情, ...): cover, price, sales and chips; tabs 介绍 (description) / 课程安排 (classes, exam sessions or bundle
// contents to choose from) / 须知 (audience, offers, agreements); a buy bar with 客服, poster and buy.
// 介绍 starts with the goods' teachers (features/about).
import { useState } from 'react'
import { useDidShow, useShareAppMessage } from '@tarojs/taro'
import { RichText, Text, View } from '@tarojs/components'
import { Button, Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { goodsMessages } from '@/locales/goods'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import type { GoodsDetail } from '@contract/catalog/schemas'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { useLocalizedTitle } from '@/shared/page-title'
import { useFirstScreenPlaceholder } from '@/shared/platform/first-screen'
import { routeUrl } from '@/shared/route-url'
import { RemoteView } from '@/shared/ui/remote-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { useRemote } from '@/shared/use-remote'
import { GoodsTeachers, useGoodsTeachers } from '@/features/about'
import { getGoods } from '@/features/catalog/api'
import { unpaidOrderFor } from '@/features/order/api'
import { missingChoice, startBuying, takeChoiceKeptAtLogin, type BuyChoice } from '@/features/catalog/buy'
import { BundleItems } from '@/features/catalog/components/bundle-items'
import { BuyButton } from '@/features/catalog/components/buy-button'
import { GoodsHeader } from '@/features/catalog/components/goods-header'
import { ServiceContact } from '@/features/catalog/components/service-contact'
import { ClassPicker, ExamSessionPicker } from '@/features/catalog/components/session-picker'
import { classesInOrder, sessionsInOrder, styledDescription } from '@/features/catalog/goods-detail-view'
import './courseDetail.scss'

registerMessages(goodsMessages)

const TABS = ['intro', 'schedule', 'notice'] as const
type Tab = (typeof TABS)[number]

interface ChoiceProps {
  goods: GoodsDetail
  choice: BuyChoice
  onChoose: (choice: BuyChoice) => void
}

const Schedule = observer(({ goods, choice, onChoose }: ChoiceProps) => {
  const nothingToChoose = goods.classes.length === 0 && goods.examSessions.length === 0 && goods.bundleItems.length === 0
  return (
    <View className='goods-tab' data-testid='goods-schedule'>
      {goods.classes.length > 0 && (
        <ClassPicker items={classesInOrder(goods.classes)} selectedId={choice.classId} onSelect={(classId) => onChoose({ classId })} />
      )}
      {goods.examSessions.length > 0 && (
        <ExamSessionPicker items={sessionsInOrder(goods.examSessions)} selectedId={choice.examSessionId}
          onSelect={(examSessionId) => onChoose({ examSessionId })} />
      )}
      {goods.bundleItems.length > 0 && (
        <>
          <Text className='goods-tab__heading'>{t('goods.detail.bundleContents')}</Text>
          <BundleItems items={goods.bundleItems} />
        </>
      )}
      {nothingToChoose && <Text className='goods-tab__note'>{t('goods.notice.noSchedule')}</Text>}
    </View>
  )
})

const Notice = observer(({ goods }: { goods: GoodsDetail }) => (
  <View className='goods-tab goods-tab--cells' data-testid='goods-notice'>
    <CellGroup>
      <Cell title={t('goods.notice.audience')} clickable extra='›' onClick={() => openPage('pages/course/courseTarget', { id: goods.id })} />
      <Cell title={t('goods.notice.discounts')} clickable extra='›' onClick={() => openPage('pages/course/courseDiscount', { id: goods.id })} />
    </CellGroup>
    {goods.discounts.length > 0 && (
      <View className='goods-tab__discounts'>
        {goods.discounts.map((d) => <Text key={d} className='goods-tab__discount'>{d}</Text>)}
      </View>
    )}
    {goods.agreements.length > 0 && (
      <CellGroup title={t('goods.notice.agreements')}>
        {goods.agreements.map((a) => (
          <Cell key={a.id} title={a.title} clickable extra='›' onClick={() => openPage('pages/mine/goodsAgreement', { id: a.id })} />
        ))}
      </CellGroup>
    )}
  </View>
))

/** The goods' teachers, loaded beside the goods (both need only the route's id), shown in 介绍. */
type Teachers = ReturnType<typeof useGoodsTeachers>

function Detail({ goods, choice, onChoose, teachers, pendingOrderId }: ChoiceProps & { teachers: Teachers; pendingOrderId?: number }) {
  const [tab, setTab] = useState<Tab>('intro')
  const buy = () => {
    // Nothing chosen yet: show where to choose, with the reason (startBuying toasts it).
    if (goods.onSale && missingChoice(goods, choice)) setTab('schedule')
    startBuying(goods, choice)
  }
  return (
    <View className='goods-page' data-testid='goods-detail'>
      <GoodsHeader goods={goods} />
      <TabStrip className='goods-page__tabs' value={tab} onChange={setTab}
        items={TABS.map((key) => ({ value: key, title: key === 'schedule' && goods.kind === 'exam' ? t('goods.tabs.scheduleExam') : t(`goods.tabs.${key}`) }))} />
      {tab === 'intro' && (
        <View className='goods-tab goods-tab--rich' data-testid='goods-intro'>
          <GoodsTeachers remote={teachers} />
          <RichText className='goods-page__rich' nodes={styledDescription(goods.description)} />
        </View>
      )}
      {tab === 'schedule' && <Schedule goods={goods} choice={choice} onChoose={onChoose} />}
      {tab === 'notice' && <Notice goods={goods} />}
      <View className='goods-page__bar'>
        <ServiceContact />
        <Button className='goods-page__share' fill='outline' type='primary' onClick={() => openPage('pages/course/share', { id: goods.id })}>
          {t('goods.detail.poster')}
        </Button>
        <BuyButton goods={goods} pendingOrderId={pendingOrderId} onBuy={buy} />
      </View>
    </View>
  )
}

// An observer as well, so it follows the language and any store it reads. The choice lives here, above the
// loading states, so a reload of the goods keeps it.
const CourseDetailContent = observer(function CourseDetailContent({ id }: { id: number }) {
  const remote = useRemote(() => getGoods(id), [id])
  // The header removes the served cover once it draws its own; a goods that failed to load has no header.
  useFirstScreenPlaceholder(remote.error && remote.data === undefined)
  const teachers = useGoodsTeachers(id)
  const [choice, setChoice] = useState<BuyChoice>({})
  const [pendingOrderId, setPendingOrderId] = useState<number>()
  useDidShow(() => {
    const kept = takeChoiceKeptAtLogin(id)
    if (kept) setChoice(kept)
    // Back from checkout or payment: what the buyer holds or owes may have changed.
    void unpaidOrderFor(id).then(setPendingOrderId)
    if (remote.data) remote.reload()
  })
  useShareAppMessage(() => ({ title: remote.data?.title ?? '', path: routeUrl('pages/course/courseDetail', { id }) }))
  // The title says what the page is (课程详情, 考试详情, ...) once the goods' kind is known.
  const kind = remote.data?.kind
  useLocalizedTitle(() => (kind ? t(`shell.goodsTitles.${kind}`) : t('shell.titles.goodsDetail')))
  return <RemoteView remote={remote}>{(goods) => <Detail goods={goods} choice={choice} onChoose={setChoice} teachers={teachers} pendingOrderId={pendingOrderId} />}</RemoteView>
})

function CourseDetailPage() {
  const params = useRouteParams('pages/course/courseDetail')
  return params ? <CourseDetailContent id={params.id} /> : <InvalidLink />
}

export default observer(CourseDetailPage)
