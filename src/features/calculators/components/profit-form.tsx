// The fields of the profit calculator: monthly revenue lines, monthly costs, the initial investment.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { CALCULATOR_LIMITS as L } from '@contract/tools/calculators'
import { t } from '@/shared/i18n'
import { COST_FIELDS, EMPTY_LINE, type LineDraft, type ProfitDraft } from '../profit-draft'
import { DraftInput } from './draft-input'
import './form.scss'
import { replaceAt } from '../draft-fields'

interface Props {
  draft: ProfitDraft
  set: (patch: Partial<ProfitDraft>) => void
  errorOf: (field: string) => string | undefined
}

function ProfitFormImpl({ draft, set, errorOf }: Props) {
  const setLine = (i: number, patch: Partial<LineDraft>) => set({ lines: replaceAt(draft.lines, i, patch) })
  return (
    <>
      <View className='calc-form__group'>
        <DraftInput field='name' label={t('calculators.form.name')} type='text' maxLength={L.nameMax} value={draft.name}
          error={errorOf('name')} onChange={(name) => set({ name })} placeholder={t('calculators.form.namePlaceholder')} />
      </View>
      <View className='calc-form__group'>
        <Text className='calc-form__group-head'>{t('calculators.profit.revenue')}</Text>
        {draft.lines.map((line, i) => (
          <View key={i} className='calc-form__item' data-testid='revenue-line'>
            <DraftInput field={`lines.${i}.name`} label={t('calculators.profit.lineName')} type='text' maxLength={L.lineNameMax}
              value={line.name} error={errorOf(`lines.${i}.name`)} onChange={(name) => setLine(i, { name })}
              placeholder={t('calculators.profit.lineNamePlaceholder')} />
            <DraftInput field={`lines.${i}.amount`} label={t('calculators.profit.lineAmount')} value={line.amount}
              error={errorOf(`lines.${i}.amount`)} onChange={(amount) => setLine(i, { amount })} />
            <View className='calc-form__remove' onClick={() => set({ lines: draft.lines.filter((_, j) => j !== i) })}>
              {t('calculators.form.remove')}
            </View>
          </View>
        ))}
        {draft.lines.length < L.revenueLinesMax && (
          <View className='calc-form__add' onClick={() => set({ lines: [...draft.lines, EMPTY_LINE] })} data-testid='add-line'>
            + {t('calculators.profit.addLine')}
          </View>
        )}
      </View>
      <View className='calc-form__group'>
        <Text className='calc-form__group-head'>{t('calculators.profit.costs')}</Text>
        {COST_FIELDS.map((field) => (
          <DraftInput key={field} field={field} label={t(`calculators.profit.${field}`)} value={draft[field]}
            error={errorOf(field)} onChange={(value) => set({ [field]: value })} />
        ))}
        <DraftInput field='variableCost' label={t('calculators.profit.variableCost')} value={draft.variableCost}
          error={errorOf('variableCost')} onChange={(variableCost) => set({ variableCost })} />
        <DraftInput field='investment' label={t('calculators.profit.investment')} value={draft.investment}
          error={errorOf('investment')} onChange={(investment) => set({ investment })} />
      </View>
    </>
  )
}

export const ProfitForm = observer(ProfitFormImpl)
