import { Text, View } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import type { AgreementType } from '@contract/identity/constants'
import { openPage } from '@/shared/navigation'
import './agreement-check.scss'
import { ariaToggle } from '@/shared/ui/aria'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** 我已阅读并同意《用户协议》和《隐私政策》: login is possible only with it ticked. */
function AgreementCheckImpl({ checked, onChange }: Props) {
  const open = (type: AgreementType) => (e: { stopPropagation?: () => void }) => {
    e.stopPropagation?.()
    openPage('pages/mine/xyRichtext', { type })
  }
  return (
    <View className='agreement-check' data-testid='agreement-check'>
      <Checkbox checked={checked} onChange={onChange} {...ariaToggle('checkbox', checked)}
        aria-label={`${t('account.login.agreePrefix')}${t('account.login.userAgreement')}${t('account.login.and')}${t('account.login.privacyPolicy')}`} />
      <View className='agreement-check__text' onClick={() => onChange(!checked)}>
        <Text>{t('account.login.agreePrefix')}</Text>
        <Text className='agreement-check__link' onClick={open('user')}>{t('account.login.userAgreement')}</Text>
        <Text>{t('account.login.and')}</Text>
        <Text className='agreement-check__link' onClick={open('privacy')}>{t('account.login.privacyPolicy')}</Text>
      </View>
    </View>
  )
}

export const AgreementCheck = observer(AgreementCheckImpl)
