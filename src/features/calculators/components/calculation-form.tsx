// The body of a calculator form, the same for both kinds: the fields, a live estimate and 保存. It is mounted once
// its starting draft is known (a saved calculation, or one started from another), so the fields never show empty
// for a moment before they fill in, and nothing typed in that moment is overwritten.
import type { ComponentType } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { CreateCalculationInput } from '@contract/tools/schemas'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { useAction } from '@/shared/use-action'
import type { DraftErrors } from '../draft-fields'
import { saveCalculation } from '../save-calculation'
import { useDraftForm } from '../use-draft-form'

export interface FieldsProps<D> {
  draft: D
  set: (patch: Partial<D>) => void
  errorOf: (field: string) => string | undefined
}

interface Props<D> {
  /** The saved calculation being edited, or 0 for a new one. */
  id: number
  initial: D
  errorsOf: (draft: D) => DraftErrors
  /** The request body the draft saves as (figures already known valid). */
  bodyOf: (draft: D) => CreateCalculationInput
  /** The figure the estimate line shows, in fen, from a draft whose figures are valid. */
  estimateOf: (draft: D) => number
  estimateLabel: string
  Fields: ComponentType<FieldsProps<D>>
}

function CalculationFormImpl<D extends { name: string }>({ id, initial, errorsOf, bodyOf, estimateOf, estimateLabel, Fields }: Props<D>) {
  const form = useDraftForm(initial, errorsOf)
  const save = useAction(async () => {
    if (form.check()) await saveCalculation(id, bodyOf(form.draft))
  })
  const estimate = form.figuresValid ? estimateOf(form.draft) : null
  return (
    <>
      <Fields draft={form.draft} set={form.set} errorOf={form.errorOf} />
      {estimate !== null && (
        <View className='calc-form__preview' data-testid='estimate'>
          <Text>{t('calculators.form.preview')} {estimateLabel} {price(estimate)}</Text>
        </View>
      )}
      <View className='calc-form__footer'>
        <Button className='calc-form__save' type='primary' block loading={save.busy} onClick={save.run} data-testid='calc-save'>
          {t('calculators.form.save')}
        </Button>
      </View>
    </>
  )
}

export const CalculationForm = observer(CalculationFormImpl) as typeof CalculationFormImpl
