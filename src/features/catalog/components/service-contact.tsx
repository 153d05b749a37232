// 客服 on the goods page (and the FAQ answer's "ask us"). The mini-program opens WeChat's own customer-service chat
// (a button with openType='contact'); elsewhere the entry offers the phone and WeChat ID the server is configured
// with, and is not shown at all when the server has neither: an entry that leads nowhere is worse than none.
import { Button as TaroButton, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Service } from '@nutui/icons-react-taro'
import type { ServiceContact as Contact } from '@contract/catalog/shapes'
import { t } from '@/shared/i18n'
import { copyText } from '@/shared/toast'
import { getServiceContact } from '../api'
import './service-contact.scss'

const IS_WEAPP = process.env.TARO_ENV === 'weapp'

/** Asked once per app run: the configuration does not change while the app is open. */
let contactOnce: Promise<Contact | null> | undefined
function loadContact(): Promise<Contact | null> {
  contactOnce ??= getServiceContact().then((c) => (c.phone || c.wechatId ? c : null), () => {
    contactOnce = undefined // a failed read may be retried on the next page
    return null
  })
  return contactOnce
}

/** The configured contact; undefined while asking, null when there is none (always a way in the mini-program). */
export function useServiceContact(): Contact | null | undefined {
  const [contact, setContact] = useState<Contact | null | undefined>(IS_WEAPP ? { phone: '', wechatId: '' } : undefined)
  useEffect(() => {
    if (!IS_WEAPP) void loadContact().then(setContact)
  }, [])
  return contact
}

async function offerContact(contact: Contact): Promise<void> {
  const { phone, wechatId } = contact
  const options = [
    ...(phone ? [{ label: t('goods.service.phone', { phone }), run: () => Taro.makePhoneCall({ phoneNumber: phone }) }] : []),
    ...(wechatId ? [{ label: t('goods.service.wechat', { id: wechatId }), run: () => copyText(wechatId) }] : [])
  ]
  const { tapIndex } = await Taro.showActionSheet({ itemList: options.map((o) => o.label) })
  await options[tapIndex].run()
}

interface Props {
  /** What to tap; the goods page's icon and 客服 by default. */
  children?: ReactNode
  className?: string
}

function ServiceContactImpl({ children, className = 'service-contact' }: Props) {
  const contact = useServiceContact()
  const label = children ?? (
    <View className='service-contact__inner'>
      <Service size={20} />
      <Text className='service-contact__label'>{t('goods.service.entry')}</Text>
    </View>
  )
  if (IS_WEAPP) return <TaroButton className={`${className} service-contact--weapp`} openType='contact'>{label}</TaroButton>
  if (!contact) return null
  // A cancelled sheet rejects; nothing to tell the user then.
  return <View className={className} role='button' data-testid='service-contact' onClick={() => void offerContact(contact).catch(() => {})}>{label}</View>
}

export const ServiceContact = observer(ServiceContactImpl)
