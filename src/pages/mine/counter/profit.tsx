// 利润计算器 (form): a new profit calculation, one started from a saved sales calculation (?from=N: its revenue
// and commissions are copied in), or (?id=N) a saved one; with a live estimate of the net monthly profit.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { computeProfit, profitStartFromSales } from '@contract/tools/calculators'
import type { Calculation, CreateCalculationInput } from '@contract/tools/schemas'
import { calculatorsMessages } from '@/locales/calculators'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getCalculation } from '@/features/calculators/api'
import { CalculationForm } from '@/features/calculators/components/calculation-form'
import { amountText } from '@/features/calculators/draft-fields'
import { ProfitForm } from '@/features/calculators/components/profit-form'
import { EMPTY_PROFIT_DRAFT, profitDraftErrors, profitDraftFrom, profitInputsFrom, type ProfitDraft } from '@/features/calculators/profit-draft'

registerMessages(calculatorsMessages)

/** The draft a loaded calculation gives: itself when editing, or a start from a sales calculation. */
function draftOf(c: Calculation, editing: boolean): ProfitDraft | null {
  if (editing) return c.kind === 'profit' ? profitDraftFrom(c.name, c.inputs) : null
  if (c.kind !== 'sales') return null
  const names = { membership: t('calculators.salesResult.membershipRevenue'), pt: t('calculators.salesResult.ptRevenue') }
  const start = profitStartFromSales(c.results, names)
  return {
    ...EMPTY_PROFIT_DRAFT,
    name: c.name,
    lines: start.revenueLines.map((line) => ({ name: line.name, amount: amountText(line.amountFen) })),
    commission: amountText(start.commissionFen)
  }
}

const bodyOf = (d: ProfitDraft): CreateCalculationInput => ({ kind: 'profit', name: d.name.trim(), inputs: profitInputsFrom(d) })
const estimateOf = (d: ProfitDraft) => computeProfit(profitInputsFrom(d)).netMonthlyProfitFen

function ProfitFormPage() {
  usePageTitle('profit')
  const params = useRouteParams('pages/mine/counter/profit')
  const id = params?.id ?? 0
  const source = id || (params?.from ?? 0)
  const loaded = useRemote<Calculation | true>(() => (source ? getCalculation(source) : Promise.resolve(true)), [source])

  return (
    <RemoteView remote={loaded} isEmpty={(c) => c !== true && draftOf(c, id > 0) === null} emptyTitle={t('calculators.notFound')}>
      {(c) => (
        <View className='calc-form' data-testid='profit-form'>
          {c !== true && !id && <View className='calc-form__note'>{t('calculators.profit.fromSales', { name: c.name })}</View>}
          <CalculationForm id={id} initial={(c !== true && draftOf(c, id > 0)) || EMPTY_PROFIT_DRAFT}
            errorsOf={profitDraftErrors} bodyOf={bodyOf} estimateOf={estimateOf}
            estimateLabel={t('calculators.profitResult.netMonthly')} Fields={ProfitForm} />
        </View>
      )}
    </RemoteView>
  )
}

export default observer(ProfitFormPage)
