// 登录: WeChat phone quick login (mini-program only), SMS code, or account and password (product rules §2, §4).
import { useState } from 'react'
import { useUnload } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import { AgreementCheck } from '@/features/account/components/agreement-check'
import { PasswordLoginForm } from '@/features/account/components/password-login-form'
import { SmsLoginForm } from '@/features/account/components/sms-login-form'
import { WechatPhoneLogin } from '@/features/account/components/wechat-phone-login'
import { forgetSignInTarget } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { TabStrip } from '@/shared/ui/tab-strip'
import './bindPhone.scss'

function BindPhonePage() {
  usePageTitle('login')
  // Closed without signing in: the page the visitor was heading to is not opened later by another sign-in.
  useUnload(forgetSignInTarget)
  const [mode, setMode] = useState<'sms' | 'password'>('sms')
  const [agreed, setAgreed] = useState(false)
  const ensureAgreed = () => {
    if (!agreed) void showToast(t('account.login.mustAgree'))
    return agreed
  }
  return (
    <View className='bind-phone'>
      <View className='bind-phone__brand'>
        <Text className='bind-phone__title'>{t('account.login.welcome', { name: t('shell.brand.name') })}</Text>
        <Text className='bind-phone__subtitle'>{t('account.login.subtitle')}</Text>
      </View>
      <WechatPhoneLogin agreed={agreed} ensureAgreed={ensureAgreed} />
      <TabStrip className='bind-phone__tabs' value={mode} onChange={setMode}
        items={[{ value: 'sms', title: t('account.login.bySms') }, { value: 'password', title: t('account.login.byPassword') }]} />
      {mode === 'sms' ? <SmsLoginForm ensureAgreed={ensureAgreed} /> : <PasswordLoginForm ensureAgreed={ensureAgreed} />}
      <AgreementCheck checked={agreed} onChange={setAgreed} />
    </View>
  )
}

export default observer(BindPhonePage)
