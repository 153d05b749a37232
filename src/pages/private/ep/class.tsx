// 我的班级 (EP): the organisation's classes with seats, learners and attendance; a class opens its list.
import { observer } from 'mobx-react'
import { settlementMessages } from '@/locales/settlement'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { OrgClassesView } from '@/features/settlement/components/classes-view'

registerMessages(settlementMessages)

function EpClassPage() {
  usePageTitle('epClass')
  return <OrgClassesView testId='ep-class' />
}

export default observer(EpClassPage)
