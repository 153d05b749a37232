// The demo video of a move: antd Upload posting to the app's upload endpoint with kind=video (mp4, mov, webm; the
// server checks the content and the size), the field holding the answered '/uploads/…' path like CoverUpload's.
import { useState } from 'react'
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons'
import { App, Button, Space, Typography, Upload } from 'antd'
import type { Envelope } from '@contract/envelope'
import { uploadFile } from '@contract/files/endpoints'
import type { UploadResult } from '@contract/files/shapes'
import { readToken } from '../../api/token'
import { useT } from '../../providers/i18n-provider'

export function VideoUpload({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const t = useT()
  const { message } = App.useApp()
  const [uploading, setUploading] = useState(false)
  return (
    <Space>
      {value && <Typography.Text code>{value}</Typography.Text>}
      <Upload name="file" accept="video/mp4,video/quicktime,video/webm" action={`${uploadFile.path}?kind=video`} headers={{ 'x-auth-token': readToken() }}
        showUploadList={false} onChange={({ file }) => {
          if (file.status === 'uploading') setUploading(true)
          if (file.status === 'done' || file.status === 'error') setUploading(false)
          const answer = file.response as Envelope<UploadResult> | undefined
          if (file.status === 'done' && answer?.status === 1 && answer.data) onChange?.(answer.data.path)
          else if (file.status === 'done' || file.status === 'error') message.error(answer?.message || t('catalog.goods.uploadFailed'))
        }}>
        <Button icon={<UploadOutlined />} loading={uploading}>{t('training.moves.upload.video')}</Button>
      </Upload>
      {value && <Button type="link" danger icon={<DeleteOutlined />} onClick={() => onChange?.('')}>{t('training.moves.upload.removeVideo')}</Button>}
    </Space>
  )
}
