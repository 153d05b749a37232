// Calculator number fields: the phone's number keyboard, and what is typed kept as typed (the draft's check refuses
// what does not fit, with its message), never rewritten by the field.
import { fireEvent, render } from '@testing-library/react'
import { useState } from 'react'
import { calculatorsMessages } from '@/locales/calculators'
import { i18n, registerMessages } from '@/shared/i18n'
import { numericInputProps } from '@/shared/platform/numeric-input'
import { DraftInput } from '@/features/calculators/components/draft-input'
import { countError } from '@/features/calculators/draft-fields'

registerMessages(calculatorsMessages)
beforeEach(() => i18n.setLocale('zh-Hans'))

function Field({ type, seen }: { type: 'digit' | 'number' | 'text'; seen: string[] }) {
  const [value, setValue] = useState('')
  return <DraftInput field='f' label='f' type={type} value={value} onChange={(v) => { seen.push(v); setValue(v) }} />
}

describe('calculator number fields', () => {
  it.each([['digit', 'decimal'], ['number', 'numeric']] as const)('asks H5 for the %s keyboard with inputmode %s', (type, mode) => {
    const { container } = render(<Field type={type} seen={[]} />)
    const input = container.querySelector('input')!
    expect(input.getAttribute('inputmode')).toBe(mode)
    expect(input.getAttribute('type')).toBe('text')
  })

  it('keeps "2.5" in a headcount as typed, and the check refuses it with a message', () => {
    const seen: string[] = []
    const { container } = render(<Field type='number' seen={seen} />)
    const input = container.querySelector('input')!
    fireEvent.change(input, { target: { value: '2.5' } })
    expect(seen).toEqual(['2.5'])
    expect(input.value).toBe('2.5')
    expect(countError('2.5', 50)).toBe('请填写0到50之间的整数')
  })

  it('gives the mini-program its own digit and number keyboards', () => {
    const env = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    try {
      expect(numericInputProps('decimal')).toEqual({ type: 'digit' })
      expect(numericInputProps('whole')).toEqual({ type: 'number' })
    } finally {
      process.env.TARO_ENV = env
    }
  })
})
