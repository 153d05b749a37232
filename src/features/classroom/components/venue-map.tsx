// Where the class meets: a map with the venue's marker and the learner's own position (mini-program), a static
// map (H5 with a maps key), or, without a maps key, a line saying so; always the address with copy and call.
// A venue without coordinates, or a map that cannot find them, answers 'fail not found' (product rules §8).
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Map } from '@/shared/ui/media-elements'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { copyText } from '@/shared/toast'
import { imageAlt } from '@/shared/ui/aria'
import { mapKey } from '../platform-config'
import { distanceMetres, useCurrentLocation, type Position } from '../use-current-location'
import './venue-map.scss'

/** Copied into the mini-program as a file (config/index.ts `copy`): a marker icon must be a path. */
const VENUE_PIN = '/assets/map/venue.png'

/** Product rules §9: zoom 5–18, opened at 16. */
export const MAP_SCALE = { min: 5, max: 18, initial: 16 } as const

export interface VenueInfo {
  name: string
  address: string
  phone: string
  latitude: number | null
  longitude: number | null
}

const located = (v: VenueInfo): Position | null =>
  v.latitude === null || v.longitude === null ? null : { latitude: v.latitude, longitude: v.longitude }

/** Tencent's static map of the venue for H5 (a picture: no script, no location prompt). */
export function staticMapUrl(at: Position, key: string): string {
  const point = `${at.latitude},${at.longitude}`
  return `https://apis.map.qq.com/ws/staticmap/v2/?center=${point}&zoom=${MAP_SCALE.initial}&size=686*320&maptype=roadmap`
    + `&markers=size:large|color:0x0DBC3B|${point}&key=${encodeURIComponent(key)}`
}

function distanceText(metres: number): string {
  return metres < 1000 ? t('classroom.map.distanceM', { n: metres }) : t('classroom.map.distanceKm', { n: (metres / 1000).toFixed(1) })
}

const MiniProgramMap = observer(function MiniProgramMap({ venue, at, onFail }: { venue: VenueInfo; at: Position; onFail: () => void }) {
  const me = useCurrentLocation(true)
  return (
    <View>
      <Map className='venue-map__map' latitude={at.latitude} longitude={at.longitude} scale={MAP_SCALE.initial}
        minScale={MAP_SCALE.min} maxScale={MAP_SCALE.max} showLocation onError={onFail}
        markers={[{ id: 1, latitude: at.latitude, longitude: at.longitude, title: venue.name, iconPath: VENUE_PIN, width: 32, height: 32 }]} />
      {me && <Text className='venue-map__distance' data-testid='venue-distance'>{distanceText(distanceMetres(me, at))}</Text>}
    </View>
  )
})

function MapArea({ venue }: { venue: VenueInfo }) {
  const [failed, setFailed] = useState(false)
  const at = located(venue)
  if (!at || failed) {
    return <Text className='venue-map__notice' data-testid='venue-not-found'>{t('classroom.map.notFound')}</Text>
  }
  if (process.env.TARO_ENV === 'weapp') return <MiniProgramMap venue={venue} at={at} onFail={() => setFailed(true)} />
  const key = mapKey()
  if (!key) return <Text className='venue-map__notice' data-testid='venue-no-map-key'>{t('classroom.map.noKey')}</Text>
  return <Image className='venue-map__map' src={staticMapUrl(at, key)} mode='aspectFill' onError={() => setFailed(true)}
    {...imageAlt(t('classroom.map.alt', { name: venue.name }))} />
}

function VenueMapImpl({ venue }: { venue: VenueInfo }) {
  return (
    <View className='venue-map' data-testid='venue-map'>
      <MapArea venue={venue} />
      <View className='venue-map__info'>
        <Text className='venue-map__name'>{venue.name}</Text>
        <Text className='venue-map__address' data-testid='venue-address'>{venue.address}</Text>
      </View>
      <View className='venue-map__actions'>
        <Button size='small' fill='outline' data-testid='venue-copy' onClick={() => void copyText(venue.address)}>
          {t('classroom.map.copy')}
        </Button>
        {venue.phone && (
          <Button size='small' fill='outline' type='primary' data-testid='venue-call'
            onClick={() => void Taro.makePhoneCall({ phoneNumber: venue.phone }).catch(() => undefined)}>
            {t('classroom.map.call', { phone: venue.phone })}
          </Button>
        )}
      </View>
    </View>
  )
}

export const VenueMap = observer(VenueMapImpl)
