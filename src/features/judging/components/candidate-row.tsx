// A candidate of a sitting: seat, name, whether scored (and the score); opens the scoring form.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { JudgeCandidate } from '@contract/certification/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { Pill } from '@/shared/ui/pill'
import './judging.scss'

export const CandidateRow = observer(({ candidate }: { candidate: JudgeCandidate }) => (
  <View className='judge-candidate' data-testid='judge-candidate' data-submitted={String(candidate.submitted)}
    onClick={() => openPage('pages/private/judges/orderDetail', { id: candidate.registrationId })}>
    <Text className='judge-candidate__seat'>{candidate.seatNo || '—'}</Text>
    <Text className='judge-candidate__name'>{candidate.name}</Text>
    {candidate.submitted
      ? <Pill tone='grey'>{t('certification.judge.submitted')} {candidate.practicalScore ?? ''}</Pill>
      : <Pill tone='green'>{t('certification.judge.waiting')}</Pill>}
    <Text className='judge-candidate__arrow'>›</Text>
  </View>
))
