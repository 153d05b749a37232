// 我的班级 (education organisation): the organisation's classes with seats, learners and attendance; a class opens its list.
import { observer } from 'mobx-react'
import { settlementMessages } from '@/locales/settlement'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { OrgClassesView } from '@/features/settlement/components/classes-view'

registerMessages(settlementMessages)

function EduClassPage() {
  usePageTitle('eduClass')
  return <OrgClassesView testId='edu-class' />
}

export default observer(EduClassPage)
