// 证书查询: the public certificate check, open without login (the QR code on a certificate leads to the server's
// plain page of the same check; this one is for people already in the app). ?number= checks that number at once.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { certificationMessages } from '@/locales/certification'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { useRouteParams } from '@/shared/use-route-params'
import { CheckForm } from '@/features/certification/components/check-form'
import '@/features/certification/components/certification.scss'

registerMessages(certificationMessages)

function CertCheckPage() {
  usePageTitle('certCheck')
  const number = useRouteParams('pages/home/certCheck')?.number
  return <View className='cert-page' data-testid='page-cert-check'><CheckForm initial={number} /></View>
}

export default observer(CertCheckPage)
