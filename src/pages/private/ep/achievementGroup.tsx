// 班级结算: the organisation's classes with what each brought (received, refunded, net); a class opens its list.
import { observer } from 'mobx-react'
import { settlementMessages } from '@/locales/settlement'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { OrgClassesView } from '@/features/settlement/components/classes-view'

registerMessages(settlementMessages)

function AchievementGroupPage() {
  usePageTitle('epAchievementGroup')
  return <OrgClassesView money testId='ep-achievement-group' />
}

export default observer(AchievementGroupPage)
