// 修改登录密码: set a first password after SMS login, or change it with the old one or an SMS code.
// Changing it signs out every other device; this one keeps a fresh token.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { mineMessages } from '@/locales/mine'
import { registerMessages, t } from '@/shared/i18n'
import { goBackWithToast } from '@/shared/navigation'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { changePassword, sendSms } from '@/features/account/api'
import { useCountdown } from '@/features/account/login'
import { maskPhone } from '@/features/account/mine-entries'
import { checkNewPassword, NewPasswordFields, type NewPassword } from '@/features/account/components/password-fields'
import { usePageTitle } from '@/shared/page-title'
import { TabStrip } from '@/shared/ui/tab-strip'
import './changePswd.scss'

registerMessages(mineMessages)

type Mode = 'set' | 'old' | 'sms'

function ChangePswdPage() {
  usePageTitle('changePassword')
  const hasPassword = session.userInfo?.hasPassword ?? false
  const [mode, setMode] = useState<Mode>(hasPassword ? 'old' : 'set')
  const [oldPassword, setOldPassword] = useState('')
  const [code, setCode] = useState('')
  const [next, setNext] = useState<NewPassword>({ password: '', repeat: '' })
  const countdown = useCountdown()

  const requestCode = useAction(async () => {
    if (countdown.left > 0 || !session.userInfo) return
    const result = await sendSms({ phone: session.userInfo.phone, scene: 'password' })
    countdown.start(result.cooldownSeconds)
    void showToast(t('account.login.codeSent'))
  })
  const submit = useAction(async () => {
    if (mode === 'old' && !oldPassword) return void showToast(t('mine.password.oldRequired'))
    if (mode === 'sms' && !/^\d{6}$/.test(code)) return void showToast(t('account.login.codeInvalid'))
    if (!checkNewPassword(next)) return
    const newPassword = next.password
    const input = mode === 'old' ? { mode, oldPassword, newPassword } : mode === 'sms' ? { mode, code, newPassword } : { mode, newPassword }
    session.signIn(await changePassword(input))
    goBackWithToast(t('mine.password.changed'))
  })

  return (
    <View className='password-form'>
      {hasPassword ? (
        <TabStrip value={mode} onChange={setMode}
          items={[{ value: 'old', title: t('mine.password.byOld') }, { value: 'sms', title: t('mine.password.bySms') }]} />
      ) : (
        <Text className='password-form__hint'>{t('mine.password.setHint')}</Text>
      )}
      <View className='password-form__fields'>
        {mode === 'old' && (
          <Input className='password-form__input' name='oldPassword' type='password' maxLength={64} value={oldPassword}
            onChange={setOldPassword} placeholder={t('mine.password.oldPlaceholder')} />
        )}
        {mode === 'sms' && (
          <View className='password-form__row'>
            <Input className='password-form__input' name='code' type='number' maxLength={6} value={code} onChange={setCode}
              placeholder={t('mine.password.codeFor', { phone: maskPhone(session.userInfo?.phone ?? '') })} />
            <Button className='password-form__code' size='small' fill='outline' type='primary'
              disabled={countdown.left > 0} onClick={requestCode.run}>
              {countdown.left > 0 ? t('account.login.resendIn', { seconds: countdown.left }) : t('account.login.getCode')}
            </Button>
          </View>
        )}
        <NewPasswordFields value={next} onChange={setNext} />
        <Text className='password-form__rule'>{t('mine.password.rule')}</Text>
        <Button className='password-form__submit' type='primary' block loading={submit.busy} onClick={submit.run}
          data-testid='password-submit'>
          {t('mine.password.submit')}
        </Button>
      </View>
    </View>
  )
}

export default observer(ChangePswdPage)
