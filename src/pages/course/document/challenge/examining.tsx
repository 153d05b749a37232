// A chapter challenge being taken: the same exam screen, handing in to the challenge's result.
import { observer } from 'mobx-react'
import { examsMessages } from '@/locales/exams'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { AttemptLoader } from '@/features/exams/components/attempt-loader'
import '@/features/exams/exams.scss'

registerMessages(examsMessages)

function ChallengeExaminingPage() {
  usePageTitle('challengeExamining')
  const params = useRouteParams('pages/course/document/challenge/examining')
  return params ? <AttemptLoader id={params.id} finished='pages/course/document/challenge/finished' /> : <InvalidLink />
}

export default observer(ChallengeExaminingPage)
