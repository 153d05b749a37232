import { Text, View } from '@tarojs/components'
import { Radio, Tag } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { Address } from '@contract/identity/schemas'
import { t } from '@/shared/i18n'
import { addressText } from '../address-text'
import './address-card.scss'

interface Props {
  address: Address
  onPick?: () => void
  onSetDefault: () => void
  onEdit: () => void
  onDelete: () => void
}

function AddressCardImpl({ address, onPick, onSetDefault, onEdit, onDelete }: Props) {
  return (
    <View className='address-card' data-testid='address-card'>
      <View className='address-card__body' onClick={onPick ?? onEdit}>
        <View className='address-card__who'>
          <Text className='address-card__name'>{address.recipient}</Text>
          <Text className='address-card__phone'>{address.phone}</Text>
          {address.isDefault && <Tag type='primary' className='address-card__tag'>{t('mine.address.default')}</Tag>}
        </View>
        <Text className='address-card__where'>{addressText(address)}</Text>
      </View>
      <View className='address-card__actions'>
        <View className='address-card__default' onClick={address.isDefault ? undefined : onSetDefault} data-testid='address-set-default'>
          <Radio checked={address.isDefault} />
          <Text>{address.isDefault ? t('mine.address.isDefault') : t('mine.address.setDefault')}</Text>
        </View>
        <Text className='address-card__action' onClick={onEdit} data-testid='address-edit'>{t('mine.address.edit')}</Text>
        <Text className='address-card__action' onClick={onDelete} data-testid='address-delete'>{t('mine.address.delete')}</Text>
      </View>
    </View>
  )
}

export const AddressCard = observer(AddressCardImpl)
