import { Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { PASSWORD_RE } from '@contract/validation'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import './password-fields.scss'

export interface NewPassword {
  password: string
  repeat: string
}

/** Checks a new password the way the server will, so the user hears about it before sending. */
export function checkNewPassword({ password, repeat }: NewPassword): boolean {
  if (!PASSWORD_RE.test(password)) return void showToast(t('mine.password.rule')), false
  if (password !== repeat) return void showToast(t('mine.password.mismatch')), false
  return true
}

interface Props {
  value: NewPassword
  onChange: (value: NewPassword) => void
}

function NewPasswordFieldsImpl({ value, onChange }: Props) {
  return (
    <>
      <Input className='password-fields__input' name='newPassword' type='password' maxLength={32} value={value.password}
        onChange={(password) => onChange({ ...value, password })} placeholder={t('mine.password.newPlaceholder')} />
      <Input className='password-fields__input' name='repeatPassword' type='password' maxLength={32} value={value.repeat}
        onChange={(repeat) => onChange({ ...value, repeat })} placeholder={t('mine.password.repeatPlaceholder')} />
    </>
  )
}

export const NewPasswordFields = observer(NewPasswordFieldsImpl)
