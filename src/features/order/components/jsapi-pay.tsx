// The WeChat browser's pay step: opens WeChat's pay sheet at once, and offers to open it again after the payer
// closed it or it failed to open. Whether the order is paid is the server's answer (the page polls it).
import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t, type PlainKey } from '@/shared/i18n'
import { payInWechatBrowser, type JsapiOutcome, type JsapiParams } from '../wechat-browser-pay'
import './jsapi-pay.scss'

const HINTS: Record<JsapiOutcome | 'paying', PlainKey> = {
  paying: 'order.pay.jsapiHint',
  ok: 'order.pay.checking',
  cancel: 'order.pay.jsapiCancelled',
  fail: 'order.pay.jsapiFailed'
}

export const JsapiPay = observer(function JsapiPay({ params, onPaid }: { params: JsapiParams; onPaid: () => void }) {
  const [outcome, setOutcome] = useState<JsapiOutcome | 'paying'>('paying')
  const open = useCallback(async () => {
    setOutcome('paying')
    const answer = await payInWechatBrowser(params)
    setOutcome(answer)
    if (answer === 'ok') onPaid()
  }, [params, onPaid])
  useEffect(() => { void open() }, [open])

  return (
    <View className='jsapi-pay' data-testid='jsapi-pay' data-outcome={outcome}>
      <Text className='jsapi-pay__hint'>{t(HINTS[outcome])}</Text>
      {(outcome === 'cancel' || outcome === 'fail') && (
        <Button type='primary' block onClick={() => void open()} data-testid='jsapi-pay-again'>{t('order.pay.payAgain')}</Button>
      )}
    </View>
  )
})
