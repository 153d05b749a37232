// 月度开班记录 (EP): the organisation's months of a year.
import { observer } from 'mobx-react'
import { settlementMessages } from '@/locales/settlement'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { OrgMonthsView } from '@/features/settlement/components/months-view'

registerMessages(settlementMessages)

function EpMonthPage() {
  usePageTitle('epMonth')
  return <OrgMonthsView testId='ep-month' />
}

export default observer(EpMonthPage)
