import { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { session } from '@/shared/session'
import { applyLocaleToShell } from '@/shared/shell'
import { installPageLoader } from '@/shared/platform/page-loader'
import './app.scss'

if (process.env.TARO_ENV === 'h5') installPageLoader()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    applyLocaleToShell()
    void session.refreshAtLaunch()
  })
  return children
}

export default App
