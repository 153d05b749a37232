// Tab mine: who is signed in, and the entries of spec issue 3 (only those whose pages exist).
import { View } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { useDidShow } from '@tarojs/taro'
import { t } from '@/shared/i18n'
import { openLogin, openPage } from '@/shared/navigation'
import type { RoutePath } from '@/shared/routes'
import { session } from '@/shared/session'
import { applyLocaleToShell } from '@/shared/shell'
import { MineHeader } from '@/features/account/components/mine-header'
import { visibleEntries } from '@/features/account/mine-entries'
import { usePageTitle } from '@/shared/page-title'
import './mine.scss'

function MinePage() {
  usePageTitle('mine')
  useDidShow(() => applyLocaleToShell())
  const open = (route: RoutePath) => (session.isLoggedIn ? openPage(route) : openLogin())
  return (
    <View className='mine-page'>
      <MineHeader />
      <CellGroup className='mine-page__entries'>
        {visibleEntries(session.userInfo?.roles).map((entry) => (
          <Cell key={entry.key} title={t(`account.mine.entries.${entry.label}`)}
            clickable align='center' extra='›' onClick={() => open(entry.route)} />
        ))}
      </CellGroup>
    </View>
  )
}

export default observer(MinePage)
