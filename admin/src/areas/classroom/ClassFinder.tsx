// 班级教务: where the academic office opens a class's page (sessions, roster, seats). Classes are listed per goods
// in the catalog (商品 → 班级, which links here); this screen opens one by its number.
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { useNavigation } from '@refinedev/core'
import { Button, Form, InputNumber, Space, Typography } from 'antd'
import { useT } from '../../providers/i18n-provider'

export function ClassFinder() {
  const t = useT()
  const { show } = useNavigation()
  const [id, setId] = useState<number | null>(null)
  return (
    <List title={t('classroom.classes.title')}>
      <Typography.Paragraph type="secondary">{t('classroom.classes.idHint')}</Typography.Paragraph>
      <Form layout="inline" onFinish={() => id && show('classroom-classes', id)}>
        <Form.Item label={t('classroom.classes.idLabel')}>
          <Space>
            <InputNumber min={1} value={id} onChange={(value) => setId(value)} aria-label={t('classroom.classes.idLabel')} data-testid="class-finder-id" />
            <Button type="primary" htmlType="submit" disabled={!id}>{t('classroom.classes.open')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </List>
  )
}
