// 合作伙伴: 企业合作 (about page `enterprise`: how companies work with us) above the visible partners (logo, name,
// intro), paged; each partner opens pages/home/aboutEnterprise. Shareable in the mini-program.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { useRemote } from '@/shared/use-remote'
import { getAboutPage } from '@/features/about/api'
import { PartnerList } from '@/features/about/components/about-lists'
import { EnterpriseIntro } from '@/features/about/components/enterprise-intro'
import { usePartnerList } from '@/features/about/use-lists'
import { useListPage } from '@/features/about/use-list-page'
import './about-pages.scss'

function HezuoPage() {
  const list = usePartnerList()
  const intro = useRemote(() => getAboutPage('enterprise'), [])
  useListPage('partners', list)
  return (
    <View className='about-pages' data-testid='page-partners'>
      <EnterpriseIntro remote={intro} />
      <Text className='about-pages__heading'>{t('about.partner.listHeading')}</Text>
      <PartnerList list={list} />
    </View>
  )
}

export default observer(HezuoPage)
