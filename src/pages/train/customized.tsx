// 10分定制: the user spreads exactly 10 effort points over training channels (the server checks it too), then
// picks days a week, session length, tools at hand and injuries to avoid; 生成计划 opens the builder.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { INJURY_PARTS, PLANNER_CHANNELS, PLANNER_POINTS, TOOLS } from '@contract/training/constants'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { bumpPoint, pointsUsed, readDraft, saveDraft, SESSION_MINUTES, toggle } from '@/features/training/planner'
import { Stepper } from '@/features/training/components/stepper'
import { useSignInFirst } from '@/features/training/use-sign-in-first'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function PlannerPage() {
  usePageTitle('trainPlanner')
  useSignInFirst()
  const [draft, setDraft] = useState(readDraft)
  const used = pointsUsed(draft.points)
  const left = PLANNER_POINTS - used
  return (
    <View className='tr-page' data-testid='planner' data-points={used}>
      <View className='tr-hero'>
        <Text className='tr-hero__sub'>{t('training.planner.intro')}</Text>
        <Text className='tr-hero__title' data-testid='points-left'>{left === 0 ? t('training.planner.pointsDone') : t('training.planner.pointsLeft', { n: left })}</Text>
      </View>
      <View className='tr-section'>
        {PLANNER_CHANNELS.map((channel) => {
          const label = t(`training.channels.${channel}`)
          return (
            <View key={channel} className='tr-points' data-testid='planner-channel' data-channel={channel} data-points={draft.points[channel] ?? 0}>
              <Text style={{ width: '64px' }}>{label}</Text>
              <View className='tr-points__dots' aria-hidden>
                {Array.from({ length: PLANNER_POINTS }, (_, i) => <View key={i} className={`tr-points__dot ${i < (draft.points[channel] ?? 0) ? 'is-on' : ''}`} />)}
              </View>
              <View className='tr-stepper'>
                <View className='tr-stepper__btn' role='button' aria-label={t('training.planner.decrease', { channel: label })}
                  onClick={() => setDraft(bumpPoint(draft, channel, -1))} data-testid='point-minus'>−</View>
                <Text className='tr-set__no'>{draft.points[channel] ?? 0}</Text>
                <View className='tr-stepper__btn' role='button' aria-label={t('training.planner.increase', { channel: label })}
                  onClick={() => setDraft(bumpPoint(draft, channel, 1))} data-testid='point-plus'>+</View>
              </View>
            </View>
          )
        })}
      </View>
      <View className='tr-section'>
        <Stepper label={t('training.planner.days')} value={draft.daysPerWeek} step={1} min={1} max={7}
          onChange={(v) => setDraft({ ...draft, daysPerWeek: v ?? 1 })} testId='planner-days' />
        <Text className='tr-section__title'>{t('training.planner.minutes')}</Text>
        <View className='tr-chips' style={{ padding: 0 }}>
          {SESSION_MINUTES.map((m) => (
            <View key={m} className={`tr-chip ${draft.sessionMinutes === m ? 'is-active' : ''}`} role='radio' aria-checked={draft.sessionMinutes === m}
              onClick={() => setDraft({ ...draft, sessionMinutes: m })}>{t('training.common.minutes', { n: m })}</View>
          ))}
        </View>
      </View>
      <MultiChips title={t('training.planner.tools')} options={TOOLS} chosen={draft.tools} label={(x) => t(`training.tools.${x}`)}
        onToggle={(x) => setDraft({ ...draft, tools: toggle(draft.tools, x) })} />
      <MultiChips title={t('training.planner.injuries')} options={INJURY_PARTS} chosen={draft.injuries} label={(x) => t(`training.injuries.${x}`)}
        onToggle={(x) => setDraft({ ...draft, injuries: toggle(draft.injuries, x) })} />
      <View className='tr-bottom'>
        <Button type='primary' disabled={left !== 0} onClick={() => { saveDraft(draft); openPage('pages/train/builder') }} data-testid='planner-propose'>
          {left === 0 ? t('training.planner.propose') : t('training.planner.needTen')}
        </Button>
      </View>
    </View>
  )
}

function MultiChips<V extends string>({ title, options, chosen, label, onToggle }: { title: string; options: readonly V[]; chosen: V[]; label: (v: V) => string; onToggle: (v: V) => void }) {
  return (
    <View className='tr-section'>
      <Text className='tr-section__title'>{title}</Text>
      <View className='tr-row' style={{ flexWrap: 'wrap' }}>
        {options.map((o) => (
          <View key={o} className={`tr-chip ${chosen.includes(o) ? 'is-active' : ''}`} role='checkbox' aria-checked={chosen.includes(o)}
            onClick={() => onToggle(o)} data-value={o}>{label(o)}</View>
        ))}
      </View>
    </View>
  )
}

export default observer(PlannerPage)
