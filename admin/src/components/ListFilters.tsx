// The filter bar above a list: its fields, then 搜索 and 重置 (which clears the fields and lists everything again).
import { Button, Form, Space, type FormProps } from 'antd'
import type { ReactNode } from 'react'
import { useT } from '../providers/i18n-provider'

export function ListFilters({ searchFormProps, children }: { searchFormProps: FormProps; children: ReactNode }) {
  const t = useT()
  const reset = () => {
    searchFormProps.form?.resetFields()
    searchFormProps.form?.submit()
  }
  return (
    <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
      {children}
      <Space>
        <Button type="primary" htmlType="submit">{t('words.search')}</Button>
        <Button onClick={reset}>{t('words.reset')}</Button>
      </Space>
    </Form>
  )
}
