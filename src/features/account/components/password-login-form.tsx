import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { checkPhone } from '@/shared/validate'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { loginByPassword } from '../api'
import { finishLogin } from '../login'
import './login-form.scss'

interface Props {
  ensureAgreed: () => boolean
}

function PasswordLoginFormImpl({ ensureAgreed }: Props) {
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')

  const submit = async () => {
    if (!checkPhone(phone)) return
    if (!password) return void showToast(t('account.login.passwordRequired'))
    if (!ensureAgreed()) return
    finishLogin(await loginByPassword({ phone, password }))
  }
  const submitAction = useAction(submit)

  return (
    <View className='login-form' data-testid='password-login-form'>
      <Input className='login-form__input' name='phone' type='tel' maxLength={20} value={phone} onChange={setPhone}
        placeholder={t('account.login.accountPlaceholder')} clearable />
      <Input className='login-form__input' name='password' type='password' maxLength={64} value={password}
        onChange={setPassword} placeholder={t('account.login.passwordPlaceholder')} />
      <Button className='login-form__submit' type='primary' block loading={submitAction.busy} onClick={submitAction.run} data-testid='password-login-submit'>
        {t('account.login.submit')}
      </Button>
    </View>
  )
}

export const PasswordLoginForm = observer(PasswordLoginFormImpl)
