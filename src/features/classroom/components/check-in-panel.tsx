// Checking in to a session: scan the teacher's rotating QR code (WeChat's scanner in the mini-program, the camera
// in browsers that can read QR codes) or type the 6 digits under it. The server says which session it was and
// whether on time or late; a stale or replayed code is refused with its message.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { CHECK_IN_CODE_DIGITS } from '@contract/classroom/constants'
import type { CheckInInput, CheckInResult } from '@contract/classroom/shapes'
import { t } from '@/shared/i18n'
import { numericInputProps } from '@/shared/platform/numeric-input'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { checkIn } from '../api'
import { canScanInBrowser, cleanTypedCode, scanInMiniProgram } from '../scan'
import { BrowserScanner } from './browser-scanner'
import './check-in-panel.scss'

/** The mini-program sends the learner's position for the distance check when they allow it; H5 never asks. */
async function withPosition(input: CheckInInput): Promise<CheckInInput> {
  if (process.env.TARO_ENV !== 'weapp') return input
  try {
    const at = await Taro.getLocation({ type: 'gcj02' })
    return { ...input, lat: at.latitude, lng: at.longitude }
  } catch {
    return input
  }
}

function CheckInPanelImpl({ onDone }: { onDone: (result: CheckInResult) => void }) {
  const [code, setCode] = useState('')
  const [scanning, setScanning] = useState(false)
  const send = useAction(async (input: CheckInInput) => {
    const result = await checkIn(await withPosition(input))
    setCode('')
    void showToast(t('classroom.sign.success'))
    onDone(result)
  })
  const scan = async () => {
    if (process.env.TARO_ENV === 'weapp') {
      const payload = await scanInMiniProgram()
      if (payload) void send.run({ payload })
    } else if (canScanInBrowser()) setScanning(true)
    else void showToast(t('classroom.sign.noCamera'))
  }
  const submitCode = () => {
    if (code.length !== CHECK_IN_CODE_DIGITS) return void showToast(t('classroom.sign.codeLabel'))
    void send.run({ code })
  }
  return (
    <View className='check-in' data-testid='check-in-panel'>
      <Button type='primary' block onClick={() => void scan()} loading={send.busy} data-testid='check-in-scan'>
        {t('classroom.sign.scan')}
      </Button>
      {scanning && <BrowserScanner onClose={() => setScanning(false)}
        onCode={(payload) => { setScanning(false); void send.run({ payload }) }} />}
      <Text className='check-in__label' id='check-in-code-label'>{t('classroom.sign.codeLabel')}</Text>
      <View className='check-in__row'>
        <Input className='check-in__code' {...numericInputProps('whole')} value={code} maxLength={CHECK_IN_CODE_DIGITS}
          onChange={(text) => setCode(cleanTypedCode(text))} placeholder={t('classroom.sign.codePlaceholder')}
          data-testid='check-in-code' />
        <Button type='primary' fill='outline' disabled={send.busy} onClick={submitCode} data-testid='check-in-submit'>
          {t('classroom.sign.submit')}
        </Button>
      </View>
    </View>
  )
}

export const CheckInPanel = observer(CheckInPanelImpl)
