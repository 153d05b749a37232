// 证书: my certificates, newest first, each with its state and a QR code of its public check page; the certificate
// check (证书查询) is one tap away.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { certificationMessages } from '@/locales/certification'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listMyCertificates } from '@/features/certification/api'
import { CertificateCard } from '@/features/certification/components/certificate-card'
import '@/features/certification/components/certification.scss'

registerMessages(certificationMessages)

function CertificatePage() {
  usePageTitle('certificate')
  const list = usePagedList((page, size) => listMyCertificates({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <View className='cert-page' data-testid='page-certificate'>
      <PagedListView list={list} emptyTitle={t('certification.cert.empty')}>
        {(items) => items.map((cert) => <CertificateCard key={cert.number} cert={cert} withQr />)}
      </PagedListView>
      <View className='cert-actions'>
        <Button block data-testid='open-cert-check' onClick={() => openPage('pages/home/certCheck', {})}>{t('certification.cert.check')}</Button>
      </View>
    </View>
  )
}

export default observer(CertificatePage)
