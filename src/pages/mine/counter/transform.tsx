// 利润计算器 (results): a saved profit calculation (?id=N) with the owner's actions, or a shared one (?code=…)
// read-only. The break-even month and the cumulative profit month by month, computed by the shared module.
import { useShareAppMessage } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { calculatorsMessages } from '@/locales/calculators'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRouteParams } from '@/shared/use-route-params'
import { CalculationActions, sharedPath } from '@/features/calculators/components/calculation-actions'
import { CalculationHeader } from '@/features/calculators/components/calculation-header'
import { ProfitResultsView } from '@/features/calculators/components/profit-results'
import { isOwn, useCalculation } from '@/features/calculators/use-calculation'
import './results-page.scss'

registerMessages(calculatorsMessages)

function ProfitResultPage() {
  usePageTitle('profit')
  const params = useRouteParams('pages/mine/counter/transform')
  const code = params?.code ?? ''
  const remote = useCalculation(params?.id ?? 0, code)
  useShareAppMessage(() => {
    const c = remote.data
    const shareCode = c && isOwn(c) ? c.shareCode : code
    return { title: c?.name ?? t('shell.titles.profit'), path: shareCode ? sharedPath('profit', shareCode) : undefined }
  })
  return (
    <RemoteView remote={remote} isEmpty={(c) => c?.kind !== 'profit'} emptyTitle={t('calculators.notFound')}>
      {(c) => c.kind === 'profit' && (
        <View className='calc-page' data-testid='profit-detail'>
          <CalculationHeader calculation={c} />
          <ProfitResultsView results={c.results} />
          {isOwn(c) && (
            <CalculationActions calculation={c} onChanged={remote.reload}
              onEdit={() => openPage('pages/mine/counter/profit', { id: c.id })} />
          )}
        </View>
      )}
    </RemoteView>
  )
}

export default observer(ProfitResultPage)
