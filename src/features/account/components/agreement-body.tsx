import { RichText, Text, View } from '@tarojs/components'
import type { GoodsAgreement } from '@contract/identity/schemas'
import { dateText } from '@/shared/time'
import './agreement-body.scss'

/** One agreement: title, last update and its (server-sanitised) rich text. */
export function AgreementBody({ agreement }: { agreement: GoodsAgreement }) {
  return (
    <View className='agreement-body' data-testid='agreement-body'>
      <Text className='agreement-body__title'>{agreement.title}</Text>
      <Text className='agreement-body__date'>{dateText(agreement.updatedAt)}</Text>
      <RichText className='agreement-body__content' nodes={agreement.content} />
    </View>
  )
}
