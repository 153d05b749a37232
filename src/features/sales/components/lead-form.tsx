// The lead's own fields (name, phone, source, next follow-up): adding a lead, or editing one.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { chinaDate } from '@contract/china-time'
import { LEAD_SOURCES } from '@contract/sales/constants'
import { t } from '@/shared/i18n'
import { FieldRow } from '@/shared/ui/field-row'
import { Picker } from '@/shared/ui/picker'
import { useAction } from '@/shared/use-action'
import { leadProblems, type LeadDraft, type LeadProblems } from '../lead-form'
import './sales-page.scss'

interface Props {
  initial: LeadDraft
  onSave: (draft: LeadDraft) => Promise<unknown>
}

function LeadFormImpl({ initial, onSave }: Props) {
  const [draft, setDraft] = useState<LeadDraft>(initial)
  const [problems, setProblems] = useState<LeadProblems>({})
  const set = (part: Partial<LeadDraft>) => { setDraft((prev) => ({ ...prev, ...part })); setProblems({}) }
  const sources = LEAD_SOURCES.map((s) => t(`sales.leads.source.${s}`))
  const save = useAction(async () => {
    const found = leadProblems(draft)
    setProblems(found)
    if (Object.keys(found).length === 0) await onSave(draft)
  })
  return (
    <View className='sales-page__group' data-testid='lead-form'>
      <FieldRow field='name' label={t('sales.leads.name')} error={problems.name}>
        <Input name='name' value={draft.name} maxLength={30} placeholder={t('sales.leads.namePlaceholder')}
          aria-label={t('sales.leads.name')} onChange={(name) => set({ name })} />
      </FieldRow>
      <FieldRow field='phone' label={t('sales.leads.phone')} error={problems.phone}>
        <Input name='phone' type='tel' value={draft.phone} maxLength={11} placeholder={t('sales.leads.phonePlaceholder')}
          aria-label={t('sales.leads.phone')} onChange={(phone) => set({ phone })} />
      </FieldRow>
      <Picker range={sources} value={Math.max(0, LEAD_SOURCES.indexOf(draft.source as never))}
        onChange={(i) => set({ source: LEAD_SOURCES[i] })}>
        <FieldRow field='source' label={t('sales.leads.sourceLabel')} error={problems.source} onClick={() => undefined}>
          <Text className={draft.source ? '' : 'sales-page__placeholder'}>
            {draft.source ? t(`sales.leads.source.${draft.source}`) : t('sales.leads.choose')}
          </Text>
        </FieldRow>
      </Picker>
      <Picker mode='date' value={draft.followDate || undefined} start={chinaDate(new Date())} onChange={(followDate) => set({ followDate })}>
        <FieldRow field='nextFollowAt' label={t('sales.leads.nextFollowLabel')} onClick={() => undefined}>
          <Text className={draft.followDate ? '' : 'sales-page__placeholder'}>{draft.followDate || t('sales.leads.choose')}</Text>
        </FieldRow>
      </Picker>
      <View className='sales-page__actions'>
        <Button type='primary' loading={save.busy} data-testid='lead-save' onClick={save.run}>{t('sales.leads.save')}</Button>
      </View>
    </View>
  )
}

export const LeadForm = observer(LeadFormImpl)
