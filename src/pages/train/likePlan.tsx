// 喜欢的计划: shared plans the user liked.
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { listLikedPlans } from '@/features/training/api'
import { SharedPlanList } from '@/features/training/components/shared-plan-list'

registerMessages(trainingMessages)

function LikedPlansPage() {
  usePageTitle('trainLiked')
  return <SharedPlanList testId='liked-plans' emptyTitle={t('training.share.noLiked')} load={(page, size) => listLikedPlans({ page, size })} />
}

export default observer(LikedPlansPage)
