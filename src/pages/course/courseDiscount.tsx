// The offers on a goods, and the signed-in user's coupons that apply to it.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { couponMessages } from '@/locales/coupon'
import { goodsMessages } from '@/locales/goods'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { registerMessages, t } from '@/shared/i18n'
import { session } from '@/shared/session'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getGoods, listGoodsCoupons } from '@/features/catalog/api'
import { CouponCard } from '@/features/coupon/components/coupon-card'
import { usePageTitle } from '@/shared/page-title'
import './courseDiscount.scss'

registerMessages(couponMessages, goodsMessages)

// An observer as well, so it follows the language and any store it reads.
const CourseDiscountContent = observer(function CourseDiscountContent({ id }: { id: number }) {
  const remote = useRemote(async () => {
    const [goods, coupons] = await Promise.all([getGoods(id), session.isLoggedIn ? listGoodsCoupons(id) : Promise.resolve([])])
    return { goods, coupons }
  }, [id])
  return (
    <RemoteView remote={remote}>
      {({ goods, coupons }) => (
        <View className='discount-page' data-testid='course-discount'>
          <View className='discount-page__block'>
            <Text className='discount-page__title'>{t('goods.detail.discounts')}</Text>
            {goods.discounts.length === 0 && <Text className='discount-page__line'>{t('coupon.noDiscounts')}</Text>}
            {goods.discounts.map((line) => <Text key={line} className='discount-page__line'>· {line}</Text>)}
          </View>
          <Text className='discount-page__subtitle'>{t('coupon.usableForGoods')}</Text>
          {coupons.length === 0
            ? <Text className='discount-page__none'>{session.isLoggedIn ? t('coupon.noneUsable') : t('coupon.loginToSee')}</Text>
            : coupons.map((c) => <CouponCard key={c.id} coupon={c} />)}
        </View>
      )}
    </RemoteView>
  )
})

function CourseDiscountPage() {
  usePageTitle('discount')
  const params = useRouteParams('pages/course/courseDiscount')
  return params ? <CourseDiscountContent id={params.id} /> : <InvalidLink />
}

export default observer(CourseDiscountPage)
