// 准考证: the candidate's photo (from the profile), name, admit card number, seat, time and venue.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { AdmitCard } from '@contract/certification/shapes'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import { HolderPhoto } from './holder-photo'
import { InfoRows } from './info-rows'
import './certification.scss'

export const AdmitCardView = observer(({ card, goodsTitle }: { card: AdmitCard; goodsTitle: string }) => (
  <View className='cert-card cert-admit' data-testid='admit-card'>
    <Text className='cert-admit__title'>{t('certification.admit.title')}</Text>
    <Text className='cert-admit__exam'>{goodsTitle}</Text>
    <View className='cert-admit__top'>
      <HolderPhoto photo={card.photo} name={card.holderName} alt={t('certification.admit.photo')} />
      <InfoRows rows={[
        [t('certification.admit.name'), card.holderName],
        [t('certification.admit.no'), card.registrationNo],
        [t('certification.admit.seat'), card.seatNo, 'admit-seat']
      ]} />
    </View>
    <InfoRows rows={[
      [t('certification.sitting.time'), dateTimeText(card.startsAt)],
      [t('certification.sitting.city'), card.city],
      [t('certification.sitting.venue'), card.venueName],
      [t('certification.sitting.address'), card.venueAddress]
    ]} />
  </View>
))
