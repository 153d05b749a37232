// The owner's actions on a saved calculation: edit the figures, rename (a sheet with the name), share (copies a
// read-only link), delete (after a confirmation). Shared by the sales and profit result pages.
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Input, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { CALCULATOR_LIMITS } from '@contract/tools/calculators'
import type { Calculation } from '@contract/tools/schemas'
import { confirmAction } from '@/shared/confirm'
import { t } from '@/shared/i18n'
import { goBackWithToast } from '@/shared/navigation'
import { pageLink } from '@/shared/platform/page-link'
import { routeUrl } from '@/shared/route-url'
import { copyText, showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { deleteCalculation, shareCalculation, updateCalculation } from '../api'
import { nameError } from '../draft-fields'
import './calculation-actions.scss'

interface Props {
  calculation: Calculation
  onChanged: (next: Calculation) => void
  onEdit: () => void
}

/** The link a share opens: the read-only result page of its kind. */
export function sharedPath(kind: Calculation['kind'], code: string): string {
  return routeUrl(kind === 'sales' ? 'pages/mine/counter/detail' : 'pages/mine/counter/transform', { code })
}

function CalculationActionsImpl({ calculation, onChanged, onEdit }: Props) {
  const [name, setName] = useState<string | null>(null)
  const error = name === null ? undefined : nameError(name)
  const rename = useAction(async () => {
    if (name === null || error) return
    onChanged(await updateCalculation(calculation.id, { name: name.trim() }))
    setName(null)
  })
  const share = useAction(async () => {
    const { shareCode } = await shareCalculation(calculation.id)
    onChanged({ ...calculation, shareCode })
    if (await copyText(pageLink(sharedPath(calculation.kind, shareCode)))) void showToast(t('calculators.actions.shareCopied'))
  })
  const remove = useAction(async () => {
    const content = t('calculators.actions.deleteConfirm', { name: calculation.name })
    if (!(await confirmAction({ content, confirmText: t('calculators.actions.delete') }))) return
    await deleteCalculation(calculation.id)
    goBackWithToast(t('calculators.actions.deleted'))
  })
  return (
    <View className='calc-actions'>
      <View className='calc-actions__row'>
        <Button className='calc-actions__button' type='primary' onClick={onEdit} data-testid='calc-edit'>{t('calculators.actions.edit')}</Button>
        <Button className='calc-actions__button' fill='outline' type='primary' onClick={() => setName(calculation.name)} data-testid='calc-rename'>
          {t('calculators.actions.rename')}
        </Button>
      </View>
      <View className='calc-actions__row'>
        <Button className='calc-actions__button' fill='outline' type='primary' loading={share.busy} onClick={share.run} data-testid='calc-share'>
          {t('calculators.actions.share')}
        </Button>
        <Button className='calc-actions__button calc-actions__delete' fill='outline' loading={remove.busy} onClick={remove.run} data-testid='calc-delete'>
          {t('calculators.actions.delete')}
        </Button>
      </View>
      <Popup visible={name !== null} position='bottom' round onClose={() => setName(null)} title={t('calculators.actions.renameTitle')} closeable>
        {name !== null && (
          <View className='calc-actions__sheet' data-testid='rename-sheet'>
            <Input className='calc-actions__input' value={name} maxLength={CALCULATOR_LIMITS.nameMax} onChange={setName}
              placeholder={t('calculators.form.namePlaceholder')} />
            {error && <View className='calc-actions__error'>{error}</View>}
            <Button type='primary' block loading={rename.busy} onClick={rename.run} data-testid='rename-confirm'>{t('common.action.confirm')}</Button>
          </View>
        )}
      </Popup>
    </View>
  )
}

export const CalculationActions = observer(CalculationActionsImpl)
