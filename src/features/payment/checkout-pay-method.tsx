// Checkout's pay step: when more than one way to pay fits here (a phone's own browser, a desktop), the payer picks
// before submitting, and the payment starts on that channel. Where only one fits (mini-program, WeChat and Alipay
// browsers) nothing shows and the pay page decides, as before.
import { useEffect, useState } from 'react'
import type { PayChannel } from '@contract/commerce/constants'
import { getPayMethods } from './api'
import { channelsFor, currentContainer } from './channels'
import { MethodChooser } from './method-chooser'

interface Props {
  value: PayChannel | null
  onChange: (channel: PayChannel) => void
}

export function CheckoutPayMethod({ value, onChange }: Props) {
  const [channels, setChannels] = useState<PayChannel[]>([])
  useEffect(() => {
    let gone = false
    // Not knowing the methods is no reason to block checkout: the pay page asks again and offers them there.
    getPayMethods().then((methods) => {
      if (gone) return
      const fitting = channelsFor(currentContainer(), methods)
      setChannels(fitting)
      if (fitting.length > 1 && fitting[0]) onChange(fitting[0])
    }, () => {})
    return () => { gone = true }
  }, [])
  if (channels.length < 2) return null
  return <MethodChooser channels={channels} value={value} onChange={onChange} />
}
