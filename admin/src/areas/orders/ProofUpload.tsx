// The proof of a bank transfer: an image or a PDF, posted to the app's upload endpoint (kind `file`, which the
// server checks by content); the field holds the answered `/uploads/…` path, shown as a link to open it.
import { UploadOutlined } from '@ant-design/icons'
import { App, Button, Space, Typography, Upload } from 'antd'
import { useState } from 'react'
import type { Envelope } from '@contract/envelope'
import { uploadFile } from '@contract/files/endpoints'
import type { UploadResult } from '@contract/files/shapes'
import { readToken } from '../../api/token'
import { useT } from '../../providers/i18n-provider'

export function ProofUpload({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const t = useT()
  const { message } = App.useApp()
  const [uploading, setUploading] = useState(false)
  return (
    <Space direction="vertical">
      <Upload name="file" accept="application/pdf,image/jpeg,image/png,image/webp" action={`${uploadFile.path}?kind=file`}
        headers={{ 'x-auth-token': readToken() }} showUploadList={false}
        onChange={({ file }) => {
          if (file.status === 'uploading') setUploading(true)
          if (file.status === 'done' || file.status === 'error') setUploading(false)
          const answer = file.response as Envelope<UploadResult> | undefined
          if (file.status === 'done' && answer?.status === 1 && answer.data) onChange?.(answer.data.path)
          else if (file.status === 'done' || file.status === 'error') message.error(answer?.message || t('orders.offline.uploadFailed'))
        }}>
        <Button icon={<UploadOutlined />} loading={uploading} data-testid="offline-proof">{t('orders.offline.upload')}</Button>
      </Upload>
      {value && <Typography.Link href={value} target="_blank" rel="noreferrer" data-testid="offline-proof-link">{t('orders.offline.viewProof')}</Typography.Link>}
    </Space>
  )
}
