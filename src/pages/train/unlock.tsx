// 解锁计划: redeem an unlock code (10 letters and digits, single use) for the program it belongs to.
import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { showToast } from '@/shared/toast'
import { ariaButton } from '@/shared/ui/aria'
import { useAction } from '@/shared/use-action'
import { unlockProgram } from '@/features/training/api'
import { useSignInFirst } from '@/features/training/use-sign-in-first'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function UnlockPage() {
  usePageTitle('trainUnlock')
  useSignInFirst()
  const [code, setCode] = useState('')
  const unlock = useAction(async () => {
    const program = await unlockProgram(code.trim())
    await showToast(t('training.program.unlockedToast', { title: program.title }))
    redirectToPage('pages/action/lixun/detail', { id: program.id })
  })
  return (
    <View className='tr-page' data-testid='unlock'>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.program.codeLabel')}</Text>
        <Input className='tr-search__input' value={code} maxlength={20} placeholder={t('training.program.codePlaceholder')}
          aria-label={t('training.program.codeLabel')} onInput={(e) => setCode(e.detail.value)} data-testid='unlock-code' />
        <Text className='tr-muted'>{t('training.program.codeHint')}</Text>
      </View>
      <View className='tr-bottom'>
        <Button type='primary' disabled={code.trim().length < 4} {...ariaButton(code.trim().length < 4)} loading={unlock.busy}
          onClick={() => void unlock.run()} data-testid='unlock-submit'>{t('training.program.unlock')}</Button>
      </View>
    </View>
  )
}

export default observer(UnlockPage)
