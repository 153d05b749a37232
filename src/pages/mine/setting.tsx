// 设置: language, agreements, version, clear local cache, sign out.
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Cell, CellGroup, Radio } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { mineMessages } from '@/locales/mine'
import { APP_VERSION, APP_VERSION_CODE } from '@/shared/app-info'
import { confirmAction } from '@/shared/confirm'
import { i18n, type Locale, LOCALES, registerMessages, t } from '@/shared/i18n'
import { openPage, restartAtTab } from '@/shared/navigation'
import { MINE_ROUTE } from '@/shared/routes'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { logout } from '@/features/account/api'
import { chooseLanguage } from '@/features/account/language'
import { cacheSizeKb, clearLocalCache } from '@/features/account/local-cache'
import { usePageTitle } from '@/shared/page-title'
import './setting.scss'

registerMessages(mineMessages)

const LOCALE_NAMES: Record<Locale, string> = { 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', en: 'English' }

function SettingPage() {
  usePageTitle('setting')
  const [cacheKb, setCacheKb] = useState(cacheSizeKb)
  const signOut = useAction(async () => {
    if (!(await confirmAction({ content: t('mine.setting.signOutConfirm') }))) return
    await logout().catch(() => {}) // the token is forgotten here even when the server cannot be reached
    session.signOut()
    restartAtTab(MINE_ROUTE)
  })
  const clearCache = () => {
    clearLocalCache()
    setCacheKb(cacheSizeKb())
    void showToast(t('mine.setting.cacheCleared'))
  }
  return (
    <View className='setting-page'>
      <CellGroup title={t('mine.setting.language')}>
        {LOCALES.map((locale) => (
          // The whole row is the radio (named by its title); NutUI's Radio inside is only its picture.
          <Cell key={locale} title={LOCALE_NAMES[locale]} clickable role='radio' aria-checked={i18n.locale === locale}
            onClick={() => chooseLanguage(locale)} extra={<View aria-hidden='true'><Radio checked={i18n.locale === locale} /></View>} />
        ))}
      </CellGroup>
      <CellGroup>
        <Cell title={t('account.login.userAgreement')} clickable extra='›' onClick={() => openPage('pages/mine/xyRichtext', { type: 'user' })} />
        <Cell title={t('account.login.privacyPolicy')} clickable extra='›' onClick={() => openPage('pages/mine/xyRichtext', { type: 'privacy' })} />
        <Cell title={t('mine.setting.version')} extra={`${APP_VERSION} (${APP_VERSION_CODE})`} />
        <Cell title={t('mine.setting.clearCache')} clickable extra={`${cacheKb} KB`} onClick={clearCache} />
      </CellGroup>
      {session.isLoggedIn && (
        <View className='setting-page__footer'>
          <Button block type='default' loading={signOut.busy} onClick={signOut.run} data-testid='sign-out'>
            {t('mine.setting.signOut')}
          </Button>
        </View>
      )}
    </View>
  )
}

export default observer(SettingPage)
