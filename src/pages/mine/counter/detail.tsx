// 销售业绩计算器 (results): a saved sales calculation (?id=N) with the owner's actions, or a shared one
// (?code=…) read-only. Numbers and a bar chart of revenue by source, all computed by the shared module.
import { useShareAppMessage } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { calculatorsMessages } from '@/locales/calculators'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRouteParams } from '@/shared/use-route-params'
import { CalculationActions, sharedPath } from '@/features/calculators/components/calculation-actions'
import { CalculationHeader } from '@/features/calculators/components/calculation-header'
import { SalesResultsView } from '@/features/calculators/components/sales-results'
import { isOwn, useCalculation } from '@/features/calculators/use-calculation'
import './results-page.scss'

registerMessages(calculatorsMessages)

function SalesDetailPage() {
  usePageTitle('salesDetail')
  const params = useRouteParams('pages/mine/counter/detail')
  const code = params?.code ?? ''
  const remote = useCalculation(params?.id ?? 0, code)
  useShareAppMessage(() => {
    const c = remote.data
    const shareCode = c && isOwn(c) ? c.shareCode : code
    return { title: c?.name ?? t('shell.titles.salesDetail'), path: shareCode ? sharedPath('sales', shareCode) : undefined }
  })
  return (
    <RemoteView remote={remote} isEmpty={(c) => c?.kind !== 'sales'} emptyTitle={t('calculators.notFound')}>
      {(c) => c.kind === 'sales' && (
        <View className='calc-page' data-testid='sales-detail'>
          <CalculationHeader calculation={c} />
          <SalesResultsView results={c.results} />
          {isOwn(c) && (
            <>
              <View className='calc-page__cta'>
                <Button block fill='outline' type='primary' onClick={() => openPage('pages/mine/counter/profit', { from: c.id })} data-testid='to-profit'>
                  {t('calculators.actions.toProfit')}
                </Button>
              </View>
              <CalculationActions calculation={c} onChanged={remote.reload}
                onEdit={() => openPage('pages/mine/counter/edit', { id: c.id })} />
            </>
          )}
        </View>
      )}
    </RemoteView>
  )
}

export default observer(SalesDetailPage)
