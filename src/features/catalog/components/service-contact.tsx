// 客服 on the goods page. The mini-program opens WeChat's own customer-service chat (a button with
// openType='contact'); elsewhere the entry offers the phone and WeChat ID the server is configured with.
import { Button as TaroButton, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Service } from '@nutui/icons-react-taro'
import { t } from '@/shared/i18n'
import { copyText, showToast } from '@/shared/toast'
import { getServiceContact } from '../api'
import './service-contact.scss'

const IS_WEAPP = process.env.TARO_ENV === 'weapp'

async function offerContact(): Promise<void> {
  const { phone, wechatId } = await getServiceContact()
  const options = [
    ...(phone ? [{ label: t('goods.service.phone', { phone }), run: () => Taro.makePhoneCall({ phoneNumber: phone }) }] : []),
    ...(wechatId ? [{ label: t('goods.service.wechat', { id: wechatId }), run: () => copyText(wechatId) }] : [])
  ]
  if (options.length === 0) return void showToast(t('goods.service.none'))
  const { tapIndex } = await Taro.showActionSheet({ itemList: options.map((o) => o.label) })
  await options[tapIndex].run()
}

function ServiceContactImpl() {
  const label = (
    <View className='service-contact__inner'>
      <Service size={20} />
      <Text className='service-contact__label'>{t('goods.service.entry')}</Text>
    </View>
  )
  if (IS_WEAPP) return <TaroButton className='service-contact service-contact--weapp' openType='contact'>{label}</TaroButton>
  // A cancelled sheet rejects; nothing to tell the user then.
  return <View className='service-contact' role='button' data-testid='service-contact' onClick={() => void offerContact().catch(() => {})}>{label}</View>
}

export const ServiceContact = observer(ServiceContactImpl)
