// What a learner sees instead of the form: thanks right after submitting, "already submitted" when they open a
// questionnaire again, or "closed" past its closing time; and the way to the other questionnaires.
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Checked, Clock } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { dateTimeText } from '@/shared/time'
import './questionnaire-done.scss'

export type DoneState = { kind: 'thanks' } | { kind: 'already'; at: string | null } | { kind: 'closed' }

const LIST_ROUTE = 'pages/questionnaire/index'

/** Back to the list when the learner came from it (it reloads its marks when shown); else the list replaces this page. */
function openList() {
  const pages = Taro.getCurrentPages()
  const previous = pages[pages.length - 2]?.route?.replace(/^\//, '') ?? ''
  if (previous.startsWith(LIST_ROUTE)) void Taro.navigateBack()
  else redirectToPage(LIST_ROUTE)
}

function texts(state: DoneState): { title: string; desc: string } {
  if (state.kind === 'thanks') return { title: t('questionnaire.done.thanks'), desc: t('questionnaire.done.thanksDesc') }
  if (state.kind === 'closed') return { title: t('questionnaire.done.closed'), desc: t('questionnaire.done.closedDesc') }
  const desc = state.at ? t('questionnaire.done.alreadyDesc', { time: dateTimeText(state.at) }) : t('questionnaire.done.onceDesc')
  return { title: t('questionnaire.done.already'), desc }
}

export const QuestionnaireDone = observer(function QuestionnaireDone({ title, state }: { title: string; state: DoneState }) {
  const { title: heading, desc } = texts(state)
  return (
    <View className='qn-done' data-testid={`questionnaire-${state.kind}`}>
      <View className='qn-done__card'>
        {state.kind === 'closed' ? <Clock size={56} color='#707070' /> : <Checked size={56} color='#0DBC3B' />}
        <Text className='qn-done__heading'>{heading}</Text>
        <Text className='qn-done__name'>{title}</Text>
        <Text className='qn-done__desc'>{desc}</Text>
        <Button className='qn-done__button' type='primary' fill='outline' onClick={openList}>{t('questionnaire.done.more')}</Button>
      </View>
    </View>
  )
})
