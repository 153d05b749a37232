// 班级详情: the class's head (course, name, status), its facts (teachers, dates, schedule, classmates), the venue
// on a map, the next session, and what the learner holding a seat can do.
import { Image, Text, View } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { ClassDetail } from '@contract/classroom/shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { imageAlt } from '@/shared/ui/aria'
import { classDatesText } from '../class-dates'
import { ClassActions } from './class-actions'
import { SessionRow } from './session-row'
import { VenueMap } from './venue-map'
import './class-detail-view.scss'

function Facts({ detail }: { detail: ClassDetail }) {
  const size = detail.capacity > 0
    ? t('classroom.info.capacityValue', { n: detail.classmates, max: detail.capacity })
    : t('classroom.info.classmatesValue', { n: detail.classmates })
  return (
    <CellGroup className='class-detail__facts'>
      <View data-testid='class-teachers'><Cell title={t('classroom.info.teacher')} extra={detail.teachers.map((p) => p.name).join('、') || '—'} /></View>
      <Cell title={t('classroom.info.dates')} extra={classDatesText(detail)} />
      {detail.schedule && <Cell title={t('classroom.info.schedule')} extra={detail.schedule} />}
      <View data-testid='class-classmates'><Cell title={t('classroom.info.classmates')} extra={size} /></View>
    </CellGroup>
  )
}

function ClassDetailViewImpl({ detail }: { detail: ClassDetail }) {
  return (
    <View className='class-detail' data-testid='class-detail' data-status={detail.status}>
      <View className='class-detail__head'>
        <Image className='class-detail__cover' src={assetUrl(detail.goods.cover)} mode='aspectFill' {...imageAlt('')} />
        <View className='class-detail__titles'>
          <Text className='class-detail__course'>{detail.goods.title}</Text>
          <Text className='class-detail__name' data-testid='class-name'>{`${detail.name} · ${detail.city}`}</Text>
          <Text className={`class-detail__status class-detail__status--${detail.status}`} data-testid='class-status'>
            {t(`classroom.status.${detail.status}`)}
          </Text>
        </View>
      </View>
      <Facts detail={detail} />
      {detail.venue && (
        <View className='class-detail__section'>
          <Text className='class-detail__heading'>{t('classroom.info.venue')}</Text>
          <VenueMap venue={{ ...detail.venue, latitude: detail.venue.lat, longitude: detail.venue.lng }} />
        </View>
      )}
      {detail.nextSession && (
        <View className='class-detail__section'>
          <Text className='class-detail__heading'>{t('classroom.info.nextSession', { total: detail.sessionsTotal })}</Text>
          <SessionRow session={detail.nextSession} />
        </View>
      )}
      <ClassActions detail={detail} />
    </View>
  )
}

export const ClassDetailView = observer(ClassDetailViewImpl)
