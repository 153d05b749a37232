// 地址管理: list, set default, edit, delete, add, and (mini-program) import from WeChat.
// Opened with ?select=1 by a page that needs an address: tapping one hands it back.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { Address } from '@contract/identity/schemas'
import { mineMessages } from '@/locales/mine'
import { registerMessages, t } from '@/shared/i18n'
import { goBack, openPage } from '@/shared/navigation'
import { canChooseWechatAddress } from '@/shared/platform/wechat-address'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { useAction } from '@/shared/use-action'
import { usePagedList } from '@/shared/use-paged-list'
import { useRouteParams } from '@/shared/use-route-params'
import { listAddresses, setDefaultAddress } from '@/features/account/api'
import { confirmAndDelete, importFromWechat, pickAddress } from '@/features/account/addresses'
import { AddressCard } from '@/features/account/components/address-card'
import { usePageTitle } from '@/shared/page-title'
import { useOnReturn } from '@/shared/use-on-return'
import './addressList.scss'

registerMessages(mineMessages)

const ADD_ROUTE = 'pages/mine/addAddressList'

function AddressListPage() {
  usePageTitle('addresses')
  const selecting = useRouteParams('pages/mine/addressList')?.select === true
  const list = usePagedList((page, size) => listAddresses({ page, size }))
  // Coming back from the edit page: the list may have changed.
  useOnReturn(() => { void list.reload() })
  useReachBottom(list.loadMore)

  const makeDefault = useAction(async (address: Address) => { await setDefaultAddress(address.id); await list.reload() })
  const remove = useAction(async (address: Address) => { if (await confirmAndDelete(address)) await list.reload() })
  const importWechat = useAction(async () => { if (await importFromWechat()) await list.reload() })
  const pick = (address: Address) => { pickAddress(address); goBack() }

  return (
    <View className='address-list'>
      <PagedListView list={list} emptyTitle={t('mine.address.empty')} emptyDescription={t('mine.address.emptyDesc')}
        emptyAction={{ text: t('common.empty.add'), onAction: () => openPage(ADD_ROUTE) }}>
        {(items) => items.map((address) => (
          <AddressCard key={address.id} address={address} onPick={selecting ? () => pick(address) : undefined}
            onSetDefault={() => makeDefault.run(address)} onEdit={() => openPage(ADD_ROUTE, { id: address.id })}
            onDelete={() => remove.run(address)} />
        ))}
      </PagedListView>
      <View className='address-list__footer'>
        {canChooseWechatAddress() && (
          <Button className='address-list__button' fill='outline' type='primary' loading={importWechat.busy} onClick={importWechat.run}>
            {t('mine.address.importWechat')}
          </Button>
        )}
        <Button className='address-list__button' type='primary' onClick={() => openPage(ADD_ROUTE)} data-testid='address-add'>
          {t('mine.address.add')}
        </Button>
      </View>
    </View>
  )
}

export default observer(AddressListPage)
