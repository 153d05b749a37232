// The exam screen of an attempt (resumed as the server has it after a reload or an app switch).
import { observer } from 'mobx-react'
import { examsMessages } from '@/locales/exams'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { AttemptLoader } from '@/features/exams/components/attempt-loader'
import '@/features/exams/exams.scss'

registerMessages(examsMessages)

function ExaminingPage() {
  usePageTitle('examining')
  const params = useRouteParams('pages/course/exam/examining')
  return params ? <AttemptLoader id={params.id} finished='pages/course/exam/finished' /> : <InvalidLink />
}

export default observer(ExaminingPage)
