// 订阅的计划: shared plans the user subscribes to (they follow the owner's edits).
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { listSubscribedPlans } from '@/features/training/api'
import { SharedPlanList } from '@/features/training/components/shared-plan-list'

registerMessages(trainingMessages)

function SubscribedPlansPage() {
  usePageTitle('trainSubscribed')
  return <SharedPlanList testId='subscribed-plans' emptyTitle={t('training.share.noSubscribed')} load={(page, size) => listSubscribedPlans({ page, size })} />
}

export default observer(SubscribedPlansPage)
