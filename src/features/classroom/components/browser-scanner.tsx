// H5 only: the back camera in a box, reading the first QR code it sees (scan.ts). Closing or a code stops the camera.
import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { startBrowserScan } from '../scan'
import './browser-scanner.scss'

interface Props {
  onCode: (code: string) => void
  onClose: () => void
}

function BrowserScannerImpl({ onCode, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let stop: (() => void) | undefined
    let closed = false
    if (video.current) {
      startBrowserScan(video.current, onCode)
        .then((s) => { if (closed) s(); else stop = s })
        .catch(() => setFailed(true))
    }
    return () => { closed = true; stop?.() }
  }, [])
  return (
    <View className='browser-scanner' data-testid='browser-scanner'>
      {failed
        ? <Text className='browser-scanner__hint'>{t('classroom.sign.cameraFailed')}</Text>
        : <Text className='browser-scanner__hint'>{t('classroom.sign.camera')}</Text>}
      <video ref={video} className='browser-scanner__video' muted playsInline aria-label={t('classroom.sign.camera')} />
      <Button size='small' fill='outline' onClick={onClose}>{t('classroom.sign.stopScan')}</Button>
    </View>
  )
}

export const BrowserScanner = observer(BrowserScannerImpl)
