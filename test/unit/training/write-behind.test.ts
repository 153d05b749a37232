import { memoryDeviceStore } from '@/features/training/device-store'
import { writeBehind } from '@/features/training/write-behind'

describe('write-behind device store', () => {
  it('answers reads from memory at once and writes the latest value to the device once, later', () => {
    const device = memoryDeviceStore()
    const scheduled: (() => void)[] = []
    const store = writeBehind(device, (run) => scheduled.push(run))
    store.write('a', [1])
    store.write('a', [1, 2])
    store.write('b', 'x')
    expect(store.read('a')).toEqual([1, 2])
    expect(device.dump()).toEqual({})
    expect(scheduled).toHaveLength(1)
    scheduled[0]()
    expect(device.dump()).toEqual({ a: [1, 2], b: 'x' })
    expect(store.pendingKeys()).toBe(0)
  })

  it('removes later too, and flush() writes everything pending now (the page being hidden)', () => {
    const device = memoryDeviceStore()
    device.write('a', 1)
    const store = writeBehind(device, () => undefined)
    store.remove('a')
    expect(store.read('a')).toBeUndefined()
    expect(device.read('a')).toBe(1)
    store.write('set', { clientId: 'c1' })
    store.flush()
    expect(device.dump()).toEqual({ set: { clientId: 'c1' } })
  })
})
