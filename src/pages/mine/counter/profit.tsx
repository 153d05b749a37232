// 利润计算器 (form): a new profit calculation, one started from a saved sales calculation (?from=N: its revenue
// and commissions are copied in), or (?id=N) a saved one; with a live estimate of the net monthly profit.
import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { computeProfit, profitStartFromSales } from '@contract/tools/calculators'
import type { Calculation } from '@contract/tools/schemas'
import { calculatorsMessages } from '@/locales/calculators'
import { registerMessages, t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getCalculation } from '@/features/calculators/api'
import { saveCalculation } from '@/features/calculators/save-calculation'
import { amountText } from '@/features/calculators/draft-fields'
import { ProfitForm } from '@/features/calculators/components/profit-form'
import { EMPTY_PROFIT_DRAFT, profitDraftErrors, profitDraftFrom, profitInputsFrom, type ProfitDraft } from '@/features/calculators/profit-draft'
import { useDraftForm } from '@/features/calculators/use-draft-form'

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

function ProfitFormPage() {
  usePageTitle('profit')
  const params = useRouteParams('pages/mine/counter/profit')
  const id = params?.id ?? 0
  const from = params?.from ?? 0
  const source = id || from
  const loaded = useRemote<Calculation | true>(() => (source ? getCalculation(source) : Promise.resolve(true)), [source])
  const form = useDraftForm(EMPTY_PROFIT_DRAFT, profitDraftErrors)
  const start = loaded.data && loaded.data !== true ? draftOf(loaded.data, id > 0) : null
  useEffect(() => { if (start) form.setDraft(start) }, [loaded.data])

  const save = useAction(async () => {
    if (form.check()) await saveCalculation(id, { kind: 'profit', name: form.draft.name.trim(), inputs: profitInputsFrom(form.draft) })
  })
  const estimate = form.figuresValid ? computeProfit(profitInputsFrom(form.draft)).netMonthlyProfitFen : null

  return (
    <RemoteView remote={loaded} isEmpty={(c) => c !== true && draftOf(c, id > 0) === null} emptyTitle={t('calculators.notFound')}>
      {(c) => (
        <View className='calc-form' data-testid='profit-form'>
          {c !== true && !id && <View className='calc-form__note'>{t('calculators.profit.fromSales', { name: c.name })}</View>}
          <ProfitForm draft={form.draft} set={form.set} errorOf={form.errorOf} />
          {estimate !== null && (
            <View className='calc-form__preview' data-testid='estimate'>
              <Text>{t('calculators.form.preview')} {t('calculators.profitResult.netMonthly')} {price(estimate)}</Text>
            </View>
          )}
          <View className='calc-form__footer'>
            <Button className='calc-form__save' type='primary' block loading={save.busy} onClick={save.run} data-testid='calc-save'>
              {t('calculators.form.save')}
            </Button>
          </View>
        </View>
      )}
    </RemoteView>
  )
}

export default observer(ProfitFormPage)
