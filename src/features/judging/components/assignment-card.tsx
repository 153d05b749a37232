// One sitting a judge is assigned to: the exam, when and where, and how many candidates are scored.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { JudgeAssignment } from '@contract/certification/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { dateTimeText } from '@/shared/time'
import { Pill } from '@/shared/ui/pill'
import './judging.scss'

export const AssignmentCard = observer(({ item, link = true }: { item: JudgeAssignment; link?: boolean }) => (
  <View className='judge-card' data-testid='judge-assignment'
    onClick={link ? () => openPage('pages/private/judges/order', { id: item.id }) : undefined}>
    <View className='judge-card__head'>
      <Text className='judge-card__title'>{item.goodsTitle}</Text>
      <Pill tone={item.scored < item.candidates ? 'green' : 'grey'}>{t('certification.judge.progress', { scored: item.scored, total: item.candidates })}</Pill>
    </View>
    <Text className='judge-card__meta'>{dateTimeText(item.sitting.startsAt)} · {item.sitting.city}</Text>
    <Text className='judge-card__meta'>{item.sitting.venueName}</Text>
  </View>
))
