// Mini-program quick login (product rules §2/§4): wx.login code + getPhoneNumber code → server, behind WeChat's privacy
// authorization. Renders nothing outside the mini-program.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Button as TaroButton, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { useAction } from '@/shared/use-action'
import { loginByWechatPhone } from '../api'
import { finishLogin } from '../login'
import './wechat-phone-login.scss'

interface Props {
  agreed: boolean
  ensureAgreed: () => boolean
}

type PrivacyResolve = (result: { event: 'agree' | 'disagree'; buttonId?: string }) => void
const wx = Taro as unknown as {
  onNeedPrivacyAuthorization?: (listener: (resolve: PrivacyResolve) => void) => void
}

/** WeChat asks us to show our own privacy prompt before the first getPhoneNumber; keep its resolver. */
function usePrivacyPrompt() {
  const [resolver, setResolver] = useState<PrivacyResolve | null>(null)
  useEffect(() => {
    wx.onNeedPrivacyAuthorization?.((resolve) => setResolver(() => resolve))
  }, [])
  const answer = (event: 'agree' | 'disagree') => {
    resolver?.(event === 'agree' ? { event, buttonId: 'privacy-agree' } : { event })
    setResolver(null)
  }
  return { open: resolver !== null, answer }
}

function WechatPhoneLoginImpl({ agreed, ensureAgreed }: Props) {
  const privacy = usePrivacyPrompt()
  const login = useAction(async (phoneCode: string) => {
    const { code: loginCode } = await Taro.login()
    finishLogin(await loginByWechatPhone({ loginCode, phoneCode }))
  })
  if (process.env.TARO_ENV !== 'weapp') return null

  const onPhone = (e: { detail: { code?: string } }) => {
    if (e.detail.code) void login.run(e.detail.code) // no code: the user declined, nothing to say
  }
  return (
    <View className='wechat-login'>
      {agreed ? (
        <TaroButton className='wechat-login__button' openType='getPhoneNumber' onGetPhoneNumber={onPhone} disabled={login.busy}>
          {t('account.login.wechatQuick')}
        </TaroButton>
      ) : (
        <TaroButton className='wechat-login__button' onClick={ensureAgreed}>{t('account.login.wechatQuick')}</TaroButton>
      )}
      <Popup visible={privacy.open} position='bottom' round onClose={() => privacy.answer('disagree')}>
        <View className='wechat-login__privacy'>
          <View className='wechat-login__privacy-text'>{t('account.login.privacyPrompt')}</View>
          <TaroButton id='privacy-agree' className='wechat-login__button' {...{ openType: 'agreePrivacyAuthorization' }}
            onClick={() => privacy.answer('agree')}>
            {t('account.login.privacyAgree')}
          </TaroButton>
          <Button fill='none' block onClick={() => privacy.answer('disagree')}>{t('account.login.privacyDisagree')}</Button>
        </View>
      </Popup>
    </View>
  )
}

export const WechatPhoneLogin = observer(WechatPhoneLoginImpl)
