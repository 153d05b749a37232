// Saving a calculator form, the same for both kinds: an edit goes back to the results it was opened from; a new
// calculation replaces the form with its results, so Back returns to the list, not to an empty form.
import type { CreateCalculationInput } from '@contract/tools/schemas'
import { t } from '@/shared/i18n'
import { goBack, redirectToPage } from '@/shared/navigation'
import { showToast } from '@/shared/toast'
import { createCalculation, updateCalculation } from './api'

const RESULT_PAGE = { sales: 'pages/mine/counter/detail', profit: 'pages/mine/counter/transform' } as const

export async function saveCalculation(id: number, body: CreateCalculationInput): Promise<void> {
  if (id) {
    await updateCalculation(id, { name: body.name, inputs: body.inputs })
    void showToast(t('calculators.form.saved'))
    goBack()
    return
  }
  const saved = await createCalculation(body)
  void showToast(t('calculators.form.saved'))
  redirectToPage(RESULT_PAGE[body.kind], { id: saved.id })
}
