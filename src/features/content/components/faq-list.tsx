// The FAQ rows of the list page: the question, its category, and a tap opens the answer (pages/home/faqInfo).
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import type { FaqSummary } from '@contract/content/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { PagedListView } from '@/shared/ui/paged-list-view'
import type { PagedList } from '@/shared/use-paged-list'
import './faq-list.scss'

function FaqRow({ faq }: { faq: FaqSummary }) {
  return (
    <View className='faq-row' data-testid='faq-row' onClick={() => openPage('pages/home/faqInfo', { id: faq.id })}>
      <View className='faq-row__body'>
        <Text className='faq-row__question'>{faq.question}</Text>
        <Text className='faq-row__category'>{faq.categoryName}</Text>
      </View>
      <ArrowRight size={12} color='#707070' />
    </View>
  )
}

export const FaqList = observer(function FaqList({ list }: { list: PagedList<FaqSummary> }) {
  return (
    <PagedListView list={list} emptyTitle={t('content.faq.empty')} emptyDescription={t('content.faq.emptyDesc')}>
      {(items) => <View className='faq-list'>{items.map((faq) => <FaqRow key={faq.id} faq={faq} />)}</View>}
    </PagedListView>
  )
})
