// The open questionnaires as cards: title, description, question count, closing time, and whether the signed-in
// learner already submitted it. A tap opens the questionnaire.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { QuestionnaireSummary } from '@contract/content/questionnaire-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { dateText } from '@/shared/time'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { Pill } from '@/shared/ui/pill'
import type { PagedList } from '@/shared/use-paged-list'
import './questionnaire-list.scss'

function Card({ item }: { item: QuestionnaireSummary }) {
  const deadline = item.closesAt ? t('questionnaire.list.closesAt', { date: dateText(item.closesAt) }) : t('questionnaire.list.noDeadline')
  return (
    <View className='qn-card' data-testid='questionnaire-card' onClick={() => openPage('pages/questionnaire/index', { id: item.id })}>
      <View className='qn-card__top'>
        <Text className='qn-card__title'>{item.title}</Text>
        {item.submitted
          ? <Pill tone='grey'>{t('questionnaire.list.submitted')}</Pill>
          : <Pill tone='green' solid>{t('questionnaire.list.take')}</Pill>}
      </View>
      {item.description && <Text className='qn-card__desc'>{item.description}</Text>}
      <Text className='qn-card__meta'>{t('questionnaire.list.questions', { n: item.questionCount })} · {deadline}</Text>
    </View>
  )
}

export const QuestionnaireList = observer(function QuestionnaireList({ list }: { list: PagedList<QuestionnaireSummary> }) {
  return (
    <PagedListView list={list} emptyTitle={t('questionnaire.list.empty')} emptyDescription={t('questionnaire.list.emptyDesc')}>
      {(items) => <View className='qn-list'>{items.map((item) => <Card key={item.id} item={item} />)}</View>}
    </PagedListView>
  )
})
