// 商品详情: cover, price, classes or exam sessions to choose, bundle contents, audience, discounts, description;
// buy and share (issue 4).
import { useState } from 'react'
import { useShareAppMessage } from '@tarojs/taro'
import { RichText, Text, View } from '@tarojs/components'
import { Button, Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { goodsMessages } from '@/locales/goods'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import type { GoodsDetail } from '@contract/commerce'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { routeUrl } from '@/shared/route-url'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getGoods } from '@/features/catalog/api'
import { startBuying, type BuyChoice } from '@/features/catalog/buy'
import { BundleItems } from '@/features/catalog/components/bundle-items'
import { GoodsHeader } from '@/features/catalog/components/goods-header'
import { ClassPicker, ExamSessionPicker } from '@/features/catalog/components/session-picker'
import { usePageTitle } from '@/shared/page-title'
import './courseDetail.scss'

registerMessages(goodsMessages)

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View className='goods-section'>
      <Text className='goods-section__title'>{title}</Text>
      {children}
    </View>
  )
}

function Detail({ goods }: { goods: GoodsDetail }) {
  const [choice, setChoice] = useState<BuyChoice>({})
  return (
    <View className='goods-page' data-testid='goods-detail'>
      <GoodsHeader goods={goods} />
      {goods.classes.length > 0 && (
        <Section title={t('goods.detail.chooseClass')}>
          <ClassPicker items={goods.classes} selectedId={choice.classId} onSelect={(classId) => setChoice({ classId })} />
        </Section>
      )}
      {goods.examSessions.length > 0 && (
        <Section title={t('goods.detail.chooseSession')}>
          <ExamSessionPicker items={goods.examSessions} selectedId={choice.examSessionId}
            onSelect={(examSessionId) => setChoice({ examSessionId })} />
        </Section>
      )}
      {goods.bundleItems.length > 0 && (
        <Section title={t('goods.detail.bundleContents')}><BundleItems items={goods.bundleItems} /></Section>
      )}
      <CellGroup className='goods-page__cells'>
        <Cell title={t('goods.detail.audience')} clickable extra='›' onClick={() => openPage('pages/course/courseTarget', { id: goods.id })} />
        <Cell title={t('goods.detail.discounts')} clickable onClick={() => openPage('pages/course/courseDiscount', { id: goods.id })}
          extra={goods.discounts[0] ?? '›'} />
      </CellGroup>
      <Section title={t('goods.detail.description')}>
        <RichText className='goods-page__rich' nodes={goods.description} />
      </Section>
      <View className='goods-page__bar'>
        <Button className='goods-page__share' fill='outline' type='primary' onClick={() => openPage('pages/course/share', { id: goods.id })}>
          {t('goods.detail.poster')}
        </Button>
        <Button className='goods-page__buy' type='primary' disabled={!goods.onSale} onClick={() => startBuying(goods, choice)}
          data-testid='buy-now'>
          {goods.onSale ? t('goods.detail.buy') : t('goods.detail.offSale')}
        </Button>
      </View>
    </View>
  )
}

// An observer as well, so it follows the language and any store it reads.
const CourseDetailContent = observer(function CourseDetailContent({ id }: { id: number }) {
  const remote = useRemote(() => getGoods(id), [id])
  useShareAppMessage(() => ({ title: remote.data?.title ?? '', path: routeUrl('pages/course/courseDetail', { id }) }))
  return <RemoteView remote={remote}>{(goods) => <Detail goods={goods} />}</RemoteView>
})

function CourseDetailPage() {
  usePageTitle('goodsDetail')
  const params = useRouteParams('pages/course/courseDetail')
  return params ? <CourseDetailContent id={params.id} /> : <InvalidLink />
}

export default observer(CourseDetailPage)
