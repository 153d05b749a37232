// The trainer's clients (list, add by phone) and one client's file (profile, goals, injuries, measurements,
// plans, adherence); and the client's own view of their trainer (what the trainer shares).
import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { INJURY_PARTS } from '@contract/training/constants'
import type { ClientDetail, CoachView } from '@contract/training/shapes'
import { chinaDate } from '@contract/china-time'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { dateText } from '@/shared/time'
import { showToast } from '@/shared/toast'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { useAction } from '@/shared/use-action'
import { usePagedList } from '@/shared/use-paged-list'
import { addClient, addClientMeasurement, listClients, updateClientProfile } from '../api'
import { toggle } from '../planner'
import { PlanCard } from './plan-card'
import { Stepper } from './stepper'
import './training.scss'
import { ariaButton } from '@/shared/ui/aria'

export const ClientList = observer(function ClientList() {
  const list = usePagedList((page, size) => listClients({ page, size }), [])
  const [phone, setPhone] = useState('')
  const add = useAction(async () => { await addClient({ phone: phone.trim() }); setPhone(''); await list.reload() })
  return (
    <View className='tr-page' data-testid='client-list'>
      <View className='tr-section tr-row'>
        <Input className='tr-search__input tr-spacer' type='number' maxlength={11} value={phone} placeholder='138…' aria-label={t('training.client.clients')}
          onInput={(e) => setPhone(e.detail.value)} />
        <Button size='small' type='primary' disabled={phone.trim().length !== 11} {...ariaButton(phone.trim().length !== 11)} loading={add.busy} onClick={() => void add.run()}>{t('training.common.add')}</Button>
      </View>
      <PagedListView list={list} emptyTitle={t('training.client.noClients')}>
        {(items) => items.map((c) => (
          <View key={c.id} className='tr-card' role='button' onClick={() => openPage('pages/train/editUser', { id: c.id })} data-testid='client-row'>
            <Text className='tr-card__title'>{c.nickname} <Text className='tr-muted'>{c.phoneMasked}</Text></Text>
            <Text className='tr-muted'>
              {c.adherencePct !== null ? t('training.client.adherence', { n: c.adherencePct }) : t('training.client.noAdherence')} · {c.lastTrainedAt ? t('training.client.lastTrained', { date: dateText(c.lastTrainedAt) }) : t('training.client.never')}
              {c.activePlanName ? ` · ${c.activePlanName}` : ''}
            </Text>
          </View>
        ))}
      </PagedListView>
    </View>
  )
})

export const ClientFile = observer(function ClientFile({ initial }: { initial: ClientDetail }) {
  const [client, setClient] = useState(initial)
  const p = client.profile
  const [height, setHeight] = useState<number | null>(p.heightCm)
  const [goals, setGoals] = useState(p.goals.join('，'))
  const [injuries, setInjuries] = useState(p.injuries)
  const [injuryNote, setInjuryNote] = useState(p.injuryNote)
  const [weight, setWeight] = useState<number | null>(p.measurements[0]?.weightKg ?? null)
  const [fat, setFat] = useState<number | null>(p.measurements[0]?.bodyFatPct ?? null)
  const save = useAction(async () => {
    setClient(await updateClientProfile(client.id, { heightCm: height, goals: goals.split(/[,，、]/).map((g) => g.trim()).filter(Boolean), injuries, injuryNote, note: p.note }))
    void showToast(t('training.common.saved'))
  })
  const measure = useAction(async () => setClient(await addClientMeasurement(client.id, { date: chinaDate(new Date()), weightKg: weight, bodyFatPct: fat })))
  return (
    <View className='tr-page' data-testid='client-file'>
      <View className='tr-hero'>
        <Text className='tr-hero__title'>{client.nickname}</Text>
        <Text className='tr-hero__sub'>{client.adherencePct !== null ? t('training.client.adherence', { n: client.adherencePct }) : t('training.client.noAdherence')}</Text>
      </View>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.client.profile')}</Text>
        <Stepper label={t('training.client.height')} value={height} step={1} min={50} max={250} onChange={setHeight} />
        <Text className='tr-muted'>{t('training.client.goals')}</Text>
        <Input className='tr-search__input' value={goals} placeholder={t('training.client.goalsPlaceholder')} aria-label={t('training.client.goals')} onInput={(e) => setGoals(e.detail.value)} />
        <Text className='tr-muted'>{t('training.client.injuries')}</Text>
        <View className='tr-row' style={{ flexWrap: 'wrap' }}>
          {INJURY_PARTS.map((x) => <View key={x} className={`tr-chip ${injuries.includes(x) ? 'is-active' : ''}`} role='checkbox' aria-checked={injuries.includes(x)}
            onClick={() => setInjuries(toggle(injuries, x))}>{t(`training.injuries.${x}`)}</View>)}
        </View>
        <Input className='tr-search__input' value={injuryNote} placeholder={t('training.client.injuryNote')} aria-label={t('training.client.injuryNote')} onInput={(e) => setInjuryNote(e.detail.value)} />
        <Button type='primary' block loading={save.busy} onClick={() => void save.run()} data-testid='client-save'>{t('training.common.save')}</Button>
      </View>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.client.measurements')}</Text>
        {p.measurements.slice(0, 5).map((m) => (
          <View key={m.id} className='tr-kv'><Text>{m.date}</Text>
            <Text className='tr-muted'>{m.weightKg ?? '-'}{t('training.unitShort.kg')} · {m.bodyFatPct ?? '-'}%</Text></View>
        ))}
        <View className='tr-row'>
          <Stepper label={t('training.client.weight')} value={weight} step={0.5} min={20} max={300} onChange={setWeight} />
          <Stepper label={t('training.client.bodyFat')} value={fat} step={0.5} min={2} max={70} onChange={setFat} />
        </View>
        <Button block loading={measure.busy} onClick={() => void measure.run()}>{t('training.client.addMeasurement')}</Button>
      </View>
      <View className='tr-section'>
        <View className='tr-row'>
          <Text className='tr-section__title tr-spacer'>{t('training.client.plans')}</Text>
          <Button size='small' onClick={() => openPage('pages/train/logs', { clientId: client.id })}>{t('training.client.logs')}</Button>
        </View>
      </View>
      {client.plans.map((plan) => <PlanCard key={plan.id} plan={plan} onOpen={() => openPage('pages/train/editPlan', { id: plan.id })} />)}
    </View>
  )
})

export function CoachPanel({ coach }: { coach: CoachView }) {
  return (
    <View className='tr-page' data-testid='coach-view'>
      <View className='tr-hero'>
        <Text className='tr-hero__title'>{coach.trainer ? coach.trainer.nickname : t('training.client.noCoach')}</Text>
        <Text className='tr-hero__sub'>{t('training.client.coach')}</Text>
      </View>
      {coach.profile && (
        <View className='tr-section'>
          <Text className='tr-section__title'>{t('training.client.profile')}</Text>
          <Text className='tr-list-text'>{t('training.client.goals')}: {coach.profile.goals.join('、') || '-'}</Text>
          <Text className='tr-list-text'>{t('training.client.injuries')}: {coach.profile.injuries.map((x) => t(`training.injuries.${x}`)).join('、') || '-'}</Text>
        </View>
      )}
      {coach.plans.map((plan) => <PlanCard key={plan.id} plan={plan} onOpen={() => openPage('pages/train/editPlan', { id: plan.id })} />)}
    </View>
  )
}
