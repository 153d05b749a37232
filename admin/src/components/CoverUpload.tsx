// The cover picker: antd Upload posting the file to the same upload endpoint the app uses (POST /api/file/upload,
// multipart field `file`, the console's token in x-auth-token). The field holds the answered upload path
// ('/uploads/…'), which the server serves at the same origin.
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons'
import { App, Button, Image, Space, Upload } from 'antd'
import { useState } from 'react'
import type { Envelope } from '@contract/envelope'
import { uploadFile } from '@contract/files/endpoints'
import type { UploadResult } from '@contract/files/shapes'
import { readToken } from '../api/token'
import { useT } from '../providers/i18n-provider'

interface Props {
  value?: string
  onChange?: (value: string) => void
  /** The buttons' words for a picture that is not a cover (an avatar, a logo). */
  labels?: { upload: string; remove: string }
}

export function CoverUpload({ value, onChange, labels }: Props) {
  const t = useT()
  const { message } = App.useApp()
  const [uploading, setUploading] = useState(false)
  return (
    <Space align="start" size={16}>
      {value && <Image src={value} width={200} height={112} style={{ objectFit: 'cover', borderRadius: 6 }} />}
      <Space direction="vertical">
        <Upload
          name="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          action={`${uploadFile.path}?kind=image`}
          headers={{ 'x-auth-token': readToken() }}
          showUploadList={false}
          onChange={({ file }) => {
            if (file.status === 'uploading') setUploading(true)
            if (file.status === 'done' || file.status === 'error') setUploading(false)
            const answer = file.response as Envelope<UploadResult> | undefined
            if (file.status === 'done' && answer?.status === 1 && answer.data) onChange?.(answer.data.path)
            else if (file.status === 'done' || file.status === 'error') message.error(answer?.message || t('catalog.goods.uploadFailed'))
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>{uploading ? t('catalog.goods.uploading') : (labels?.upload ?? t('catalog.goods.upload'))}</Button>
        </Upload>
        {value && <Button type="link" danger icon={<DeleteOutlined />} onClick={() => onChange?.('')} style={{ padding: 0 }}>{labels?.remove ?? t('catalog.goods.removeCover')}</Button>}
      </Space>
    </Space>
  )
}
