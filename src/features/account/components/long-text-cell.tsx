// A long text field of a settings form (个人简介): one line in the form showing the start of the text, and a bottom
// sheet to write it in. The sheet edits a draft; 确认 hands it to the form, 取消 or tapping outside drops it.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Cell, Popup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import './long-text-cell.scss'

interface Props {
  label: string
  value: string
  placeholder: string
  maxLength: number
  onChange: (value: string) => void
  testId?: string
}

function LongTextCellImpl({ label, value, placeholder, maxLength, onChange, testId }: Props) {
  const [draft, setDraft] = useState<string | null>(null)
  const close = () => setDraft(null)
  return (
    <>
      <Cell title={label} className='profile-cell' clickable onClick={() => setDraft(value)}
        extra={<Text className={`long-text-cell__preview ${value ? '' : 'profile-cell__placeholder'}`}>{value || placeholder}</Text>} />
      <Popup visible={draft !== null} position='bottom' round onClose={close} title={label} closeable>
        {draft !== null && (
          <View className='long-text-cell__sheet' data-testid={testId && `${testId}-sheet`}>
            <TextArea className='long-text-cell__input' value={draft} maxLength={maxLength} showCount autoSize
              placeholder={placeholder} onChange={setDraft} />
            <View className='long-text-cell__actions'>
              <Button className='long-text-cell__button' onClick={close}>{t('common.action.cancel')}</Button>
              <Button className='long-text-cell__button' type='primary' onClick={() => { onChange(draft); close() }}
                data-testid={testId && `${testId}-confirm`}>
                {t('common.action.confirm')}
              </Button>
            </View>
          </View>
        )}
      </Popup>
    </>
  )
}

export const LongTextCell = observer(LongTextCellImpl)
