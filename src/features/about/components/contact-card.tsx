// 联系我们 on the about tab: the customer-service phone (tap to call) and WeChat ID (tap to copy) the server is
// configured with (SERVICE_PHONE / SERVICE_WECHAT, the same as the goods page's 客服), and in the mini-program
// WeChat's own customer-service chat. With none of them, it points to the FAQ instead.
import { Button as TaroButton, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Ask, Phone, Service, Weixin } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import type { ServiceContact } from '@contract/catalog/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { copyText } from '@/shared/toast'
import { Section } from './section'
import './contact-card.scss'

const IS_WEAPP = process.env.TARO_ENV === 'weapp'

interface RowProps { icon: ReactNode; label: string; value: string; action: string; testId: string; onTap: () => void }

function ContactRow({ icon, label, value, action, testId, onTap }: RowProps) {
  return (
    <View className='contact-row' role='button' data-testid={testId} onClick={onTap}>
      <View className='contact-row__icon'>{icon}</View>
      <View className='contact-row__body'>
        <Text className='contact-row__label'>{label}</Text>
        <Text className='contact-row__value'>{value}</Text>
      </View>
      <Text className='contact-row__action'>{action}</Text>
    </View>
  )
}

function ContactCardImpl({ contact }: { contact: ServiceContact }) {
  const { phone, wechatId } = contact
  const call = () => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
  return (
    <Section title={t('about.tab.contact')} testId='about-contact'>
      <View>
        {phone && <ContactRow icon={<Phone size={18} color='#fff' />} label={t('about.tab.phone')} value={phone}
          action={t('about.tab.call')} testId='contact-phone' onTap={call} />}
        {wechatId && <ContactRow icon={<Weixin size={18} color='#fff' />} label={t('about.tab.wechat')} value={wechatId}
          action={t('about.tab.copy')} testId='contact-wechat' onTap={() => void copyText(wechatId)} />}
        {IS_WEAPP && (
          <TaroButton className='contact-row contact-row--button' openType='contact'>
            <View className='contact-row__icon'><Service size={18} color='#fff' /></View>
            <View className='contact-row__body'>
              <Text className='contact-row__label'>{t('about.tab.online')}</Text>
              <Text className='contact-row__value'>{t('about.tab.onlineDesc')}</Text>
            </View>
          </TaroButton>
        )}
        {!phone && !wechatId && !IS_WEAPP && (
          <ContactRow icon={<Ask size={18} color='#fff' />} label={t('about.tab.entries.faq')} value={t('about.tab.noContact')}
            action='›' testId='contact-none' onTap={() => openPage('pages/home/faq')} />
        )}
      </View>
    </Section>
  )
}

export const ContactCard = observer(ContactCardImpl)
