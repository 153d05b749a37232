// The check-in QR as the teacher shows it to the room: the rotating QR code (drawn by the `qrcode` library into a
// base64 SVG image, which both the mini-program and H5 display), the six digits under it for learners who can't
// scan, the seconds until the next code, and how many have checked in so far.
import { useMemo } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { PageLoading } from '@/shared/ui/page-loading'
import { imageAlt } from '@/shared/ui/aria'
import { qrSvgDataUri } from '@/shared/ui/qr-svg'
import type { RotatingCodeState } from '../rotating-code'
import './check-in-panel.scss'

/** 123456 → 123 456: easier to read out and type. */
export function spacedCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code
}

function CheckInPanelImpl({ state, title }: { state: RotatingCodeState; title: string }) {
  const { code: data, count, secondsLeft, error } = state
  const qr = useMemo(() => (data ? qrSvgDataUri(data.payload) : ''), [data?.payload])
  if (!data && error) return <Empty status='error' title={t('teaching.checkIn.error')} actionText={t('common.action.retry')} onAction={state.reload} />
  if (!data) return <PageLoading />
  return (
    <View className='check-in-panel' data-testid='check-in-panel'>
      <Text className='check-in-panel__title'>{title}</Text>
      <Text className='check-in-panel__hint'>{t('teaching.checkIn.hint')}</Text>
      <View className='check-in-panel__qr'>
        <Image className='check-in-panel__qr-image' src={qr} data-testid='qr-image' {...imageAlt(t('teaching.checkIn.qrAlt'))} />
      </View>
      <Text className='check-in-panel__label'>{t('teaching.checkIn.code')}</Text>
      <Text className='check-in-panel__code' data-testid='check-in-code' data-code={data.code}>{spacedCode(data.code)}</Text>
      <View className='check-in-panel__countdown' data-testid='check-in-countdown' role='timer'>
        {secondsLeft > 0 ? t('teaching.checkIn.refreshIn', { n: secondsLeft }) : t('teaching.checkIn.refreshing')}
      </View>
      {count && (
        <Text className='check-in-panel__live' data-testid='check-in-live' data-checked-in={count.checkedIn} aria-live='polite'>
          {t('teaching.checkIn.live', count)}
        </Text>
      )}
    </View>
  )
}

export const CheckInPanel = observer(CheckInPanelImpl)
