// Paying outside the mini-program: JSAPI in the WeChat browser, a Native QR code to scan with WeChat elsewhere,
// Alipay or WeChat H5 on the provider's own page, or, on the embedded default, the sandbox confirmation. Either way
// the page watches the server and moves on to the result once the order is paid.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { orderMessages } from '@/locales/order'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { registerMessages, t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { price } from '@/shared/money'
import { PageLoading } from '@/shared/ui/page-loading'
import { QrImage } from '@/shared/ui/qr-image'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { clockText } from '@/shared/time'
import type { PayStart } from '@contract/commerce/schemas'
import type { PayChannel } from '@contract/commerce/constants'
import { confirmSandboxPayment, startPayment } from '@/features/order/api'
import { MethodChooser, openProviderPage } from '@/features/payment'
import { JsapiPay } from '@/features/order/components/jsapi-pay'
import { loadPayLaunch } from '@/features/order/pay-launch'
import { usePaymentStatus } from '@/features/order/use-payment-status'
import { usePageTitle } from '@/shared/page-title'
import './transform.scss'

registerMessages(orderMessages)

/** The route table names the page 微信支付; it says 支付宝 when paying by Alipay and 选择支付方式 while choosing. */
function PayTitle({ text }: { text: string }) {
  useEffect(() => {
    void Taro.setNavigationBarTitle({ title: text })
  }, [text])
  return null
}

// An observer as well, so it follows the language and any store it reads.
const TransformContent = observer(function TransformContent({ id }: { id: number }) {
  const remote = useRemote(() => loadPayLaunch(id), [id])
  const payment = usePaymentStatus(id, Boolean(remote.data && !remote.data.leaving))
  const toResult = useCallback(() => redirectToPage('pages/order/payView', { id }), [id])
  useEffect(() => {
    if (payment.status && payment.status !== 'unpaid') toResult()
  }, [payment.status, toResult])
  const [confirming, setConfirming] = useState(false)
  const [chosen, setChosen] = useState<{ channel: PayChannel; start: PayStart | null } | null>(null)
  // WeChat H5 and Alipay pay on their own pages and send the payer back to payView, which asks the server. Where
  // only one way fits (the Alipay browser) it was started on arrival, and the page leaves for it at once.
  const launchedPayUrl = remote.data?.start?.payUrl
  useEffect(() => {
    if (launchedPayUrl) openProviderPage(launchedPayUrl, { replace: true })
  }, [launchedPayUrl])
  const choose = useAction(async (channel: PayChannel) => {
    setChosen({ channel, start: null })
    const started = await startPayment(id, { channel })
    if (started.payUrl) openProviderPage(started.payUrl)
    setChosen({ channel, start: started })
  })
  const confirmSandbox = useAction(async (token: string) => {
    setConfirming(true)
    await confirmSandboxPayment(id, token)
    toResult()
  })

  return (
    <RemoteView remote={remote}>
      {({ order, start: launched, leaving, channels, channel }) => {
        const start = chosen ? chosen.start : launched
        return leaving ? <PageLoading text={t('order.pay.toOauth')} /> : (
        <View className='transform' data-testid='transform'>
          <Text className='transform__label'>{t('order.pay.amount')}</Text>
          <Text className='transform__amount'>{price(order.amountDueFen)}</Text>
          <Text className='transform__no'>{t('common.labelled', { label: t('order.fields.orderNo'), value: order.orderNo })}</Text>
          {channels && channels.length > 1 && (
            <MethodChooser channels={channels} value={chosen?.channel ?? channel ?? null} onChange={(c) => choose.run(c)} />
          )}
          {start?.payUrl && <Text className='transform__hint'>{t('order.pay.leaving')}</Text>}
          <PayTitle text={start?.method.startsWith('alipay') ? t('order.pay.alipay') : !start && channels && channels.length > 1 ? t('order.pay.chooseMethod') : t('order.pay.wechat')} />
          {start?.jsapi && <JsapiPay params={start.jsapi} onPaid={toResult} />}
          {start?.codeUrl && (
            <View className='transform__qr'>
              <QrImage text={start.codeUrl} size={200} />
              <Text className='transform__hint'>{t('order.pay.scanHint')}</Text>
            </View>
          )}
          {start?.sandboxToken && (
            <View className='transform__sandbox'>
              <Text className='transform__hint'>{t(start.method.startsWith('alipay') ? 'order.pay.sandboxHintAlipay' : 'order.pay.sandboxHint')}</Text>
              <Button type='primary' block loading={confirmSandbox.busy || confirming} data-testid='sandbox-confirm'
                onClick={() => confirmSandbox.run(start.sandboxToken!)}>
                {t('order.pay.sandboxConfirm')}
              </Button>
            </View>
          )}
          <Text className='transform__deadline'>{t('order.pay.deadline', { time: clockText(order.payDeadline) })}</Text>
          {payment.gaveUp && <Button fill='outline' type='primary' onClick={payment.retry}>{t('order.pay.checkAgain')}</Button>}
        </View>
        )
      }}
    </RemoteView>
  )
})

function TransformPage() {
  usePageTitle('wechatPay')
  const params = useRouteParams('pages/order/transform')
  return params ? <TransformContent id={params.id} /> : <InvalidLink />
}

export default observer(TransformPage)
