// 合作伙伴 (?id=): one partner's page (logo, name, intro, website to copy, the partnership in rich text); the list
// of partners is pages/home/hezuo. Shareable in the mini-program.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PartnerDetail } from '@contract/content/about-shapes'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { getPartner } from '@/features/about/api'
import { DetailPage } from '@/features/about/components/detail-page'
import { PartnerDetailView } from '@/features/about/components/partner-detail'

const shareOf = (id: number) => (partner?: PartnerDetail) => ({
  title: partner ? t('about.share.partner', { name: partner.name }) : t('shell.titles.partner'),
  path: routeUrl('pages/home/aboutEnterprise', { id })
})

function AboutEnterprisePage() {
  usePageTitle('partner')
  const params = useRouteParams('pages/home/aboutEnterprise')
  if (!params) return <InvalidLink />
  return (
    <View>
      <DetailPage id={params.id} load={getPartner} share={shareOf(params.id)}>{(partner) => <PartnerDetailView partner={partner} />}</DetailPage>
    </View>
  )
}

export default observer(AboutEnterprisePage)
