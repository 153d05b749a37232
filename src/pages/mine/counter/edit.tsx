// 编辑销售业绩计算器: the sales form, new or (?id=N) a saved one, with a live estimate of the monthly revenue.
// Saving a new calculation opens its results; saving an edited one goes back to them.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { computeSales } from '@contract/tools/calculators'
import type { Calculation, CreateCalculationInput } from '@contract/tools/schemas'
import { calculatorsMessages } from '@/locales/calculators'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getCalculation } from '@/features/calculators/api'
import { CalculationForm } from '@/features/calculators/components/calculation-form'
import { SalesForm } from '@/features/calculators/components/sales-form'
import { EMPTY_SALES_DRAFT, salesDraftErrors, salesDraftFrom, salesInputsFrom, type SalesDraft } from '@/features/calculators/sales-draft'

registerMessages(calculatorsMessages)

const bodyOf = (d: SalesDraft): CreateCalculationInput => ({ kind: 'sales', name: d.name.trim(), inputs: salesInputsFrom(d) })
const estimateOf = (d: SalesDraft) => computeSales(salesInputsFrom(d)).totalRevenueFen

function SalesEditPage() {
  usePageTitle('salesEdit')
  const id = useRouteParams('pages/mine/counter/edit')?.id ?? 0
  // A new calculation needs nothing from the server; `true` stands for "ready".
  const existing = useRemote<Calculation | true>(() => (id ? getCalculation(id) : Promise.resolve(true)), [id])
  return (
    <RemoteView remote={existing} isEmpty={(c) => c !== true && c.kind !== 'sales'} emptyTitle={t('calculators.notFound')}>
      {(c) => (
        <View className='calc-form' data-testid='sales-form'>
          <CalculationForm id={id} initial={c !== true && c.kind === 'sales' ? salesDraftFrom(c.name, c.inputs) : EMPTY_SALES_DRAFT}
            errorsOf={salesDraftErrors} bodyOf={bodyOf} estimateOf={estimateOf}
            estimateLabel={t('calculators.salesResult.totalRevenue')} Fields={SalesForm} />
        </View>
      )}
    </RemoteView>
  )
}

export default observer(SalesEditPage)
