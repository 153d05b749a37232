// 编辑销售业绩计算器: the sales form, new or (?id=N) a saved one, with a live estimate of the monthly revenue.
// Saving a new calculation opens its results; saving an edited one goes back to them.
import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { computeSales } from '@contract/tools/calculators'
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
import { SalesForm } from '@/features/calculators/components/sales-form'
import { EMPTY_SALES_DRAFT, salesDraftErrors, salesDraftFrom, salesInputsFrom } from '@/features/calculators/sales-draft'
import { useDraftForm } from '@/features/calculators/use-draft-form'

registerMessages(calculatorsMessages)

function SalesEditPage() {
  usePageTitle('salesEdit')
  const id = useRouteParams('pages/mine/counter/edit')?.id ?? 0
  // A new calculation needs nothing from the server; `true` stands for "ready".
  const existing = useRemote<Calculation | true>(() => (id ? getCalculation(id) : Promise.resolve(true)), [id])
  const form = useDraftForm(EMPTY_SALES_DRAFT, salesDraftErrors)
  useEffect(() => {
    const c = existing.data
    if (c && c !== true && c.kind === 'sales') form.setDraft(salesDraftFrom(c.name, c.inputs))
  }, [existing.data])

  const save = useAction(async () => {
    if (form.check()) await saveCalculation(id, { kind: 'sales', name: form.draft.name.trim(), inputs: salesInputsFrom(form.draft) })
  })
  const estimate = form.figuresValid ? computeSales(salesInputsFrom(form.draft)).totalRevenueFen : null

  return (
    <RemoteView remote={existing} isEmpty={(c) => c !== true && c.kind !== 'sales'} emptyTitle={t('calculators.notFound')}>
      {() => (
        <View className='calc-form' data-testid='sales-form'>
          <SalesForm draft={form.draft} set={form.set} errorOf={form.errorOf} />
          {estimate !== null && (
            <View className='calc-form__preview' data-testid='estimate'>
              <Text>{t('calculators.form.preview')} {t('calculators.salesResult.totalRevenue')} {price(estimate)}</Text>
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

export default observer(SalesEditPage)
