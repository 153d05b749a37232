// 班级名单: one class of the organisation and its paid learners (?id= the class).
import { observer } from 'mobx-react'
import { settlementMessages } from '@/locales/settlement'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { ClassRosterView } from '@/features/settlement/components/roster-view'

registerMessages(settlementMessages)

function AchievementDetailPage() {
  usePageTitle('epAchievementDetail')
  const id = useRouteParams('pages/private/ep/achievementDetail')?.id
  return id ? <ClassRosterView classId={id} /> : <InvalidLink />
}

export default observer(AchievementDetailPage)
