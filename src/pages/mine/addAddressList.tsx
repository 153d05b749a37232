// 添加地址 (also edits, with ?id=N): recipient, phone, province/city/district, detail, default flag. Every problem
// shows beside its field at once when saving (and for a field once it is left).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input, Switch, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { Address } from '@contract/identity/schemas'
import { mineMessages } from '@/locales/mine'
import { registerMessages, t } from '@/shared/i18n'
import { goBack, goBackWithToast } from '@/shared/navigation'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { createAddress, getAddress, updateAddress } from '@/features/account/api'
import { confirmAndDelete } from '@/features/account/addresses'
import { draftErrors, draftFrom, EMPTY_DRAFT, inputFrom, type AddressDraft, type AddressField } from '@/features/account/address-form'
import { RegionPicker } from '@/features/account/components/region-picker'
import { FieldRow } from '@/shared/ui/field-row'
import { usePageTitle } from '@/shared/page-title'
import './addAddressList.scss'
import { ariaToggle } from '@/shared/ui/aria'

registerMessages(mineMessages)

function AddAddressPage() {
  const id = useRouteParams('pages/mine/addAddressList')?.id ?? 0
  usePageTitle(id ? 'editAddress' : 'addAddress')
  // A new address needs nothing from the server; `true` stands for "ready".
  const existing = useRemote<Address | true>(() => (id ? getAddress(id) : Promise.resolve(true)), [id])
  return <RemoteView remote={existing}>{(address) => <AddressForm id={id} existing={address === true ? null : address} />}</RemoteView>
}

/** Mounted once the saved address is known, so its fields never show empty before they fill in. */
function AddressFormImpl({ id, existing }: { id: number; existing: Address | null }) {
  const [draft, setDraft] = useState<AddressDraft>(() => (existing ? draftFrom(existing) : EMPTY_DRAFT))
  const [pickingRegion, setPickingRegion] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const [left, setLeft] = useState<ReadonlySet<AddressField>>(() => new Set())
  const set = (patch: Partial<AddressDraft>) => setDraft((d) => ({ ...d, ...patch }))
  const leave = (field: AddressField) => setLeft((s) => new Set(s).add(field))
  const errors = draftErrors(draft)
  const errorOf = (field: AddressField) => (attempted || left.has(field) ? errors[field] : undefined)

  const save = useAction(async () => {
    setAttempted(true)
    if (Object.keys(draftErrors(draft)).length > 0) return
    const input = inputFrom(draft)
    await (id ? updateAddress(id, input) : createAddress(input))
    goBackWithToast(t('mine.address.saved'))
  })
  const remove = useAction(async () => { if (existing && (await confirmAndDelete(existing))) goBack() })

  return (
    <View className='address-form' data-testid='address-form'>
      <View className='address-form__group'>
        <FieldRow field='recipient' label={t('mine.address.recipient')} error={errorOf('recipient')}>
          <Input name='recipient' value={draft.recipient} maxLength={30} onChange={(recipient) => set({ recipient })}
            onBlur={() => leave('recipient')} placeholder={t('mine.address.recipientPlaceholder')} />
        </FieldRow>
        <FieldRow field='phone' label={t('mine.address.phone')} error={errorOf('phone')}>
          <Input name='phone' type='tel' value={draft.phone} maxLength={20} onChange={(phone) => set({ phone })}
            onBlur={() => leave('phone')} placeholder={t('account.login.phonePlaceholder')} />
        </FieldRow>
        <FieldRow field='region' label={t('mine.address.region')} error={errorOf('regionCode')} onClick={() => setPickingRegion(true)}>
          <Text className={draft.regionNames.length ? '' : 'address-form__placeholder'}>
            {draft.regionNames.length ? draft.regionNames.join(' ') : t('mine.address.regionPlaceholder')}
          </Text>
        </FieldRow>
        <FieldRow field='detail' label={t('mine.address.detail')} error={errorOf('detail')}>
          <TextArea value={draft.detail} maxLength={120} rows={2} autoSize onChange={(detail) => set({ detail })}
            onBlur={() => leave('detail')} placeholder={t('mine.address.detailPlaceholder')} />
        </FieldRow>
        <FieldRow field='default' label={t('mine.address.setAsDefault')}>
          <View className='address-form__switch'>
            <Switch checked={draft.isDefault} onChange={(isDefault) => set({ isDefault })} ariaLabel={t('mine.address.setAsDefault')}
              {...ariaToggle('switch', draft.isDefault)} />
          </View>
        </FieldRow>
      </View>
      <View className='address-form__actions'>
        <Button type='primary' block loading={save.busy} onClick={save.run} data-testid='address-save'>{t('mine.address.save')}</Button>
        {existing && (
          <Button className='address-form__delete' block fill='none' loading={remove.busy} onClick={remove.run}>
            {t('mine.address.delete')}
          </Button>
        )}
      </View>
      <RegionPicker visible={pickingRegion} value={draft.regionCode} onClose={() => { setPickingRegion(false); leave('regionCode') }}
        onChange={(region) => set({ regionCode: region.code, regionNames: region.names })} />
    </View>
  )
}

const AddressForm = observer(AddressFormImpl)

export default observer(AddAddressPage)
