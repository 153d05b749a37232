// One registration in 考试列表: the exam, its state, when and where; opens 考试详情.
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ExamRegistration } from '@contract/certification/shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { imageAlt } from '@/shared/ui/aria'
import { dateTimeText } from '@/shared/time'
import { RegistrationPill } from './status-pill'
import './certification.scss'

export const RegistrationCard = observer(({ item }: { item: ExamRegistration }) => (
  <View className='cert-card cert-card--row' data-testid='exam-registration' data-status={item.status}
    onClick={() => openPage('pages/course/examinationDetail', { id: item.id })}>
    {item.cover && <Image className='cert-card__cover' src={assetUrl(item.cover)} mode='aspectFill' {...imageAlt('')} />}
    <View className='cert-card__body'>
      <Text className='cert-card__title'>{item.goodsTitle}</Text>
      <RegistrationPill status={item.status} />
      <Text className='cert-card__meta'>{t('certification.sitting.time')} {dateTimeText(item.sitting.startsAt)}</Text>
      <Text className='cert-card__meta'>{item.sitting.city} · {item.sitting.venueName}</Text>
      {item.result.score !== null && (
        <Text className='cert-card__meta'>{t('certification.result.score')} {t('certification.result.points', { n: item.result.score })}</Text>
      )}
    </View>
  </View>
))
