// Export of the log as CSV: on H5 a file download; in the mini-program (no file download for the user) the text
// goes to the clipboard to paste into a note or a chat.
import { copyText, showToast } from '@/shared/toast'
import { t } from '@/shared/i18n'
import { exportLogs } from './api'

export async function exportCsv(): Promise<void> {
  const { filename, csv } = await exportLogs()
  if (process.env.TARO_ENV === 'h5') {
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = filename
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    return
  }
  if (await copyText(csv)) void showToast(t('training.logs.exported'))
}
