// Whole-page loading state: a spinner with text, centred in the space the page content will take.
import { View } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import './page-loading.scss'

export interface PageLoadingProps {
  /** Defaults to the localized 加载中... */
  text?: string
  className?: string
}

function PageLoadingImpl({ text, className }: PageLoadingProps) {
  return (
    <View className={`fe-page-loading ${className ?? ''}`} data-testid='page-loading' role='status'>
      <Loading type='spinner' direction='vertical'>{text ?? t('common.pageLoading.text')}</Loading>
    </View>
  )
}

export const PageLoading = observer(PageLoadingImpl)
