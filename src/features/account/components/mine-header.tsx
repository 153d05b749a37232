import { View, Text } from '@tarojs/components'
import { Avatar, Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { openLogin, openPage } from '@/shared/navigation'
import { assetUrl } from '@/shared/assets'
import { session } from '@/shared/session'
import { maskPhone } from '../mine-entries'
import './mine-header.scss'

function MineHeaderImpl() {
  const user = session.userInfo
  if (!session.isLoggedIn || !user) {
    return (
      <View className='mine-header' data-testid='mine-logged-out'>
        <Avatar className='mine-header__avatar' size='64' />
        <View className='mine-header__text'>
          <Text className='mine-header__name'>{t('account.mine.guest')}</Text>
          <Text className='mine-header__hint'>{t('account.mine.loginHint')}</Text>
        </View>
        <Button className='mine-header__login' size='small' fill='outline' onClick={openLogin}>
          {t('account.mine.login')}
        </Button>
      </View>
    )
  }
  return (
    <View className='mine-header' data-testid='mine-logged-in' onClick={() => openPage('pages/mine/userInfo')}>
      <Avatar className='mine-header__avatar' size='64' src={user.avatar ? assetUrl(user.avatar) : undefined} />
      <View className='mine-header__text'>
        <Text className='mine-header__name'>{user.name || t('account.mine.unnamed')}</Text>
        <Text className='mine-header__hint'>{maskPhone(user.phone)}</Text>
      </View>
    </View>
  )
}

export const MineHeader = observer(MineHeaderImpl)
