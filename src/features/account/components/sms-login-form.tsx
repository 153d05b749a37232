import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { checkPhone } from '@/shared/validate'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { loginBySms, sendSms } from '../api'
import { finishLogin, useCountdown } from '../login'
import './login-form.scss'

interface Props {
  /** Asks the user to accept the agreements first; answers whether they are accepted. */
  ensureAgreed: () => boolean
}

function SmsLoginFormImpl({ ensureAgreed }: Props) {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const countdown = useCountdown()

  const requestCode = async () => {
    if (countdown.left > 0 || !checkPhone(phone)) return
    const result = await sendSms({ phone, scene: 'login' })
    countdown.start(result.cooldownSeconds)
    void showToast(t('account.login.codeSent'))
  }
  const codeAction = useAction(requestCode)

  const submit = async () => {
    if (!checkPhone(phone)) return
    if (!/^\d{6}$/.test(code)) return void showToast(t('account.login.codeInvalid'))
    if (!ensureAgreed()) return
    finishLogin(await loginBySms({ phone, code }))
  }
  const submitAction = useAction(submit)

  return (
    <View className='login-form' data-testid='sms-login-form'>
      <Input className='login-form__input' name='phone' type='tel' maxLength={20} value={phone} onChange={setPhone}
        placeholder={t('account.login.phonePlaceholder')} clearable />
      <View className='login-form__row'>
        <Input className='login-form__input' name='code' type='number' maxLength={6} value={code} onChange={setCode}
          placeholder={t('account.login.codePlaceholder')} />
        <Button className='login-form__code' size='small' fill='outline' type='primary' disabled={countdown.left > 0}
          onClick={codeAction.run} data-testid='send-code'>
          {countdown.left > 0 ? t('account.login.resendIn', { seconds: countdown.left }) : t('account.login.getCode')}
        </Button>
      </View>
      <Button className='login-form__submit' type='primary' block loading={submitAction.busy} onClick={submitAction.run} data-testid='sms-login-submit'>
        {t('account.login.submit')}
      </Button>
    </View>
  )
}

export const SmsLoginForm = observer(SmsLoginFormImpl)
