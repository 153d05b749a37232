// 添加地址 (also edits, with ?id=N): recipient, phone, province/city/district, detail, default flag.
import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Cell, CellGroup, Input, Switch, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { mineMessages } from '@/locales/mine'
import { registerMessages, t } from '@/shared/i18n'
import { goBack } from '@/shared/navigation'
import { showToast } from '@/shared/toast'
import { PageLoading } from '@/shared/ui/page-loading'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { createAddress, getAddress, updateAddress } from '@/features/account/api'
import { confirmAndDelete } from '@/features/account/addresses'
import { checkDraft, draftFrom, EMPTY_DRAFT, type AddressDraft } from '@/features/account/address-form'
import { RegionPicker } from '@/features/account/components/region-picker'
import { usePageTitle } from '@/shared/page-title'
import './addAddressList.scss'

registerMessages(mineMessages)

function AddAddressPage() {
  const id = useRouteParams('pages/mine/addAddressList')?.id ?? 0
  usePageTitle(id ? 'editAddress' : 'addAddress')
  const existing = useRemote(() => (id ? getAddress(id) : Promise.resolve(null)), [id])
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT)
  const [pickingRegion, setPickingRegion] = useState(false)
  const set = (patch: Partial<AddressDraft>) => setDraft((d) => ({ ...d, ...patch }))

  useEffect(() => {
    if (existing.data) setDraft(draftFrom(existing.data))
  }, [existing.data, id])

  const save = useAction(async () => {
    const input = checkDraft(draft)
    if (!input) return
    await (id ? updateAddress(id, input) : createAddress(input))
    void showToast(t('mine.address.saved'))
    goBack()
  })
  const remove = useAction(async () => { if (existing.data && (await confirmAndDelete(existing.data))) goBack() })

  if (id && existing.loading) return <PageLoading />
  return (
    <View className='address-form' data-testid='address-form'>
      <CellGroup>
        <Cell title={t('mine.address.recipient')} extra={
          <Input name='recipient' value={draft.recipient} maxLength={30} onChange={(recipient) => set({ recipient })}
            placeholder={t('mine.address.recipientPlaceholder')} />} />
        <Cell title={t('mine.address.phone')} extra={
          <Input name='phone' type='tel' value={draft.phone} maxLength={20} onChange={(phone) => set({ phone })}
            placeholder={t('account.login.phonePlaceholder')} />} />
        <Cell title={t('mine.address.region')} clickable onClick={() => setPickingRegion(true)}
          extra={draft.regionNames.length ? draft.regionNames.join(' ') : t('mine.address.regionPlaceholder')} />
        <Cell title={t('mine.address.detail')} extra={
          <TextArea value={draft.detail} maxLength={120} rows={2} autoSize onChange={(detail) => set({ detail })}
            placeholder={t('mine.address.detailPlaceholder')} />} />
        <Cell title={t('mine.address.setAsDefault')} extra={
          <Switch checked={draft.isDefault} onChange={(isDefault) => set({ isDefault })} />} />
      </CellGroup>
      <View className='address-form__actions'>
        <Button type='primary' block loading={save.busy} onClick={save.run} data-testid='address-save'>{t('mine.address.save')}</Button>
        {id > 0 && existing.data && (
          <Button className='address-form__delete' block fill='none' loading={remove.busy} onClick={remove.run}>
            {t('mine.address.delete')}
          </Button>
        )}
      </View>
      <RegionPicker visible={pickingRegion} value={draft.regionCode} onClose={() => setPickingRegion(false)}
        onChange={(region) => set({ regionCode: region.code, regionNames: region.names })} />
    </View>
  )
}

export default observer(AddAddressPage)
