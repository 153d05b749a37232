// FAQ详情: the question, its category and the answer (rich text sanitised on the server), shareable in the
// mini-program; below it 联系客服 when the server has a contact (nothing when it has none).
import { useShareAppMessage } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { FaqDetail } from '@contract/content/shapes'
import { contentMessages } from '@/locales/content'
import { goodsMessages } from '@/locales/goods'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { Article } from '@/shared/ui/article'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { ServiceContact } from '@/features/catalog/components/service-contact'
import { getFaq } from '@/features/content/api'
import './faqInfo.scss'

// goods: the contact sheet's lines (客服电话：…).
registerMessages(contentMessages, goodsMessages)

function Answer({ faq }: { faq: FaqDetail }) {
  const meta = (
    <>
      <Text className='faq-info__category' onClick={() => openPage('pages/home/faq', { categoryId: faq.categoryId })}>
        {t('content.faq.category', { name: faq.categoryName })}
      </Text>
      <Text>{t('content.faq.views', { n: faq.views })}</Text>
    </>
  )
  return (
    <Article testId='faq-info' title={faq.question} meta={meta} html={faq.answerHtml}
      footer={<ServiceContact className='faq-info__more'><Text>{t('content.faq.more')}</Text></ServiceContact>} />
  )
}

const FaqInfoContent = observer(function FaqInfoContent({ id }: { id: number }) {
  const remote = useRemote(() => getFaq(id), [id])
  useShareAppMessage(() => ({
    title: remote.data ? t('content.faq.shareTitle', { question: remote.data.question }) : t('shell.titles.faqInfo'),
    path: routeUrl('pages/home/faqInfo', { id })
  }))
  return <RemoteView remote={remote}>{(faq) => <Answer faq={faq} />}</RemoteView>
})

function FaqInfoPage() {
  usePageTitle('faqInfo')
  const params = useRouteParams('pages/home/faqInfo')
  return params ? <FaqInfoContent id={params.id} /> : <InvalidLink />
}

export default observer(FaqInfoPage)
