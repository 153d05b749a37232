// The fields of the sales calculator: memberships, personal-training packages, staff and commissions.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { CALCULATOR_LIMITS as L } from '@contract/tools/calculators'
import { t } from '@/shared/i18n'
import { EMPTY_PACKAGE, EMPTY_TIER, type PackageDraft, type SalesDraft, type TierDraft } from '../sales-draft'
import { DraftInput } from './draft-input'
import './form.scss'
import { replaceAt } from '../draft-fields'

interface Props {
  draft: SalesDraft
  set: (patch: Partial<SalesDraft>) => void
  errorOf: (field: string) => string | undefined
}

function SalesFormImpl({ draft, set, errorOf }: Props) {
  const setTier = (i: number, patch: Partial<TierDraft>) => set({ tiers: replaceAt(draft.tiers, i, patch) })
  const setPackage = (i: number, patch: Partial<PackageDraft>) => set({ packages: replaceAt(draft.packages, i, patch) })
  return (
    <>
      <View className='calc-form__group'>
        <DraftInput field='name' label={t('calculators.form.name')} type='text' maxLength={L.nameMax} value={draft.name}
          error={errorOf('name')} onChange={(name) => set({ name })} placeholder={t('calculators.form.namePlaceholder')} />
      </View>
      <View className='calc-form__group'>
        <Text className='calc-form__group-head'>{t('calculators.sales.tiers')}</Text>
        {draft.tiers.map((tier, i) => (
          <View key={i} className='calc-form__item' data-testid='tier'>
            <DraftInput field={`tiers.${i}.name`} label={t('calculators.sales.tierName')} type='text' maxLength={L.lineNameMax}
              value={tier.name} error={errorOf(`tiers.${i}.name`)} onChange={(name) => setTier(i, { name })}
              placeholder={t('calculators.sales.tierNamePlaceholder')} />
            <DraftInput field={`tiers.${i}.price`} label={t('calculators.sales.tierPrice')} value={tier.price}
              error={errorOf(`tiers.${i}.price`)} onChange={(price) => setTier(i, { price })} />
            <DraftInput field={`tiers.${i}.count`} label={t('calculators.sales.tierCount')} type='number' value={tier.count}
              error={errorOf(`tiers.${i}.count`)} onChange={(count) => setTier(i, { count })} />
            {draft.tiers.length > 1 && (
              <View className='calc-form__remove' onClick={() => set({ tiers: draft.tiers.filter((_, j) => j !== i) })}>
                {t('calculators.form.remove')}
              </View>
            )}
          </View>
        ))}
        {draft.tiers.length < L.tiersMax && (
          <View className='calc-form__add' onClick={() => set({ tiers: [...draft.tiers, EMPTY_TIER] })} data-testid='add-tier'>
            + {t('calculators.sales.addTier')}
          </View>
        )}
      </View>
      <View className='calc-form__group'>
        <Text className='calc-form__group-head'>{t('calculators.sales.packages')}</Text>
        {draft.packages.map((p, i) => (
          <View key={i} className='calc-form__item' data-testid='package'>
            <DraftInput field={`packages.${i}.name`} label={t('calculators.sales.packageName')} type='text' maxLength={L.lineNameMax}
              value={p.name} error={errorOf(`packages.${i}.name`)} onChange={(name) => setPackage(i, { name })}
              placeholder={t('calculators.sales.packageNamePlaceholder')} />
            <DraftInput field={`packages.${i}.price`} label={t('calculators.sales.packagePrice')} value={p.price}
              error={errorOf(`packages.${i}.price`)} onChange={(price) => setPackage(i, { price })} />
            <DraftInput field={`packages.${i}.sessions`} label={t('calculators.sales.packageSessions')} type='number' value={p.sessions}
              error={errorOf(`packages.${i}.sessions`)} onChange={(sessions) => setPackage(i, { sessions })} />
            <DraftInput field={`packages.${i}.conversion`} label={t('calculators.sales.packageConversion')} value={p.conversion}
              error={errorOf(`packages.${i}.conversion`)} onChange={(conversion) => setPackage(i, { conversion })} />
            <View className='calc-form__remove' onClick={() => set({ packages: draft.packages.filter((_, j) => j !== i) })}>
              {t('calculators.form.remove')}
            </View>
          </View>
        ))}
        {draft.packages.length < L.ptPackagesMax && (
          <View className='calc-form__add' onClick={() => set({ packages: [...draft.packages, EMPTY_PACKAGE] })} data-testid='add-package'>
            + {t('calculators.sales.addPackage')}
          </View>
        )}
      </View>
      <View className='calc-form__group'>
        <Text className='calc-form__group-head'>{t('calculators.sales.staff')}</Text>
        <DraftInput field='salesStaff' label={t('calculators.sales.salesStaff')} type='number' value={draft.salesStaff}
          error={errorOf('salesStaff')} onChange={(salesStaff) => set({ salesStaff })} />
        <DraftInput field='coaches' label={t('calculators.sales.coaches')} type='number' value={draft.coaches}
          error={errorOf('coaches')} onChange={(coaches) => set({ coaches })} />
        <DraftInput field='membershipCommission' label={t('calculators.sales.membershipCommission')} value={draft.membershipCommission}
          error={errorOf('membershipCommission')} onChange={(membershipCommission) => set({ membershipCommission })} />
        <DraftInput field='ptCommission' label={t('calculators.sales.ptCommission')} value={draft.ptCommission}
          error={errorOf('ptCommission')} onChange={(ptCommission) => set({ ptCommission })} />
        <DraftInput field='target' label={t('calculators.sales.target')} value={draft.target} error={errorOf('target')}
          onChange={(target) => set({ target })} placeholder={t('calculators.sales.targetPlaceholder')} />
      </View>
    </>
  )
}

export const SalesForm = observer(SalesFormImpl)
