// 调查问卷: without ?id the open questionnaires (marked 已提交 for the signed-in learner); with ?id one
// questionnaire's form, its thanks after submitting, or 已提交 when opened again. Both are shareable in the
// mini-program and reload when shown again (back from the login page or from a submitted questionnaire).
import { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { questionnaireMessages } from '@/locales/questionnaire'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { RemoteView } from '@/shared/ui/remote-view'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { useOnReturn } from '@/shared/use-on-return'
import { getQuestionnaire, listQuestionnaires } from '@/features/questionnaire/api'
import { QuestionnaireForm } from '@/features/questionnaire/components/questionnaire-form'
import { QuestionnaireList } from '@/features/questionnaire/components/questionnaire-list'
import './index.scss'

registerMessages(questionnaireMessages)

/** Runs `reload` each time the page shows again (not on its first show, which loads anyway). */
function useReloadOnReturn(reload: () => unknown) {
  useOnReturn(() => { void reload() })
}

const ListView = observer(function ListView() {
  const list = usePagedList((page, size) => listQuestionnaires({ page, size }))
  useReloadOnReturn(list.reload)
  useReachBottom(list.loadMore)
  useShareAppMessage(() => ({ title: t('shell.titles.questionnaire'), path: routeUrl('pages/questionnaire/index', {}) }))
  return <View className='questionnaire-page' data-testid='questionnaire-list'><QuestionnaireList list={list} /></View>
})

const FormView = observer(function FormView({ id }: { id: number }) {
  const remote = useRemote(() => getQuestionnaire(id), [id])
  useReloadOnReturn(remote.reload)
  useShareAppMessage(() => ({
    title: remote.data ? t('questionnaire.form.share', { title: remote.data.title }) : t('shell.titles.questionnaire'),
    path: routeUrl('pages/questionnaire/index', { id })
  }))
  return (
    <View className='questionnaire-page'>
      <RemoteView remote={remote}>{(q) => <QuestionnaireForm questionnaire={q} reload={remote.reload} />}</RemoteView>
    </View>
  )
})

function QuestionnairePage() {
  usePageTitle('questionnaire')
  const params = useRouteParams('pages/questionnaire/index')
  return params?.id ? <FormView id={params.id} /> : <ListView />
}

export default observer(QuestionnairePage)
