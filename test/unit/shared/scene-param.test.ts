// Pages opened by a mini-program code get their id inside `scene` ('id%3D12'); useRouteParams reads it from
// there when the plain parameter is missing.
import { renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { pageParam, sceneParam } from '@/shared/platform/scene'
import { useRouteParams } from '@/shared/use-route-params'

const mocked = Taro as jest.Mocked<typeof Taro>
const idFrom = (params: Record<string, string>, name: 'id' | 'goodsId' = 'id') => {
  mocked.useRouter.mockReturnValue({ params, path: '' } as never)
  if (name === 'goodsId') return renderHook(() => useRouteParams('pages/order/confirmOrder')).result.current?.goodsId ?? null
  return renderHook(() => useRouteParams('pages/course/courseDetail')).result.current?.id ?? null
}
afterAll(() => mocked.useRouter.mockReturnValue({ params: {}, path: '' } as never))

describe('sceneParam', () => {
  it('reads a name from the URL-encoded scene WeChat hands the page', () => {
    expect(sceneParam(encodeURIComponent('id=12'), 'id')).toBe('12')
  })

  it('reads a scene the runtime already decoded', () => {
    expect(sceneParam('id=12', 'id')).toBe('12')
  })

  it('finds the name among several pairs, and not inside another name', () => {
    const scene = encodeURIComponent('goodsId=3&id=7')
    expect(sceneParam(scene, 'id')).toBe('7')
    expect(sceneParam(scene, 'goodsId')).toBe('3')
    expect(sceneParam(encodeURIComponent('goodsId=3'), 'id')).toBeUndefined()
  })

  it('gives nothing for a missing, empty or malformed scene', () => {
    expect(sceneParam(undefined, 'id')).toBeUndefined()
    expect(sceneParam('', 'id')).toBeUndefined()
    expect(sceneParam('12', 'id')).toBeUndefined()
    expect(sceneParam('=12', 'id')).toBeUndefined()
    expect(sceneParam('id%3', 'id')).toBeUndefined()
    expect(sceneParam('id=%E4', 'id')).toBe('%E4') // a stray escape does not throw
  })

  it('prefers the plain parameter over the scene', () => {
    expect(pageParam({ id: '5', scene: encodeURIComponent('id=9') }, 'id')).toBe('5')
    expect(pageParam({ scene: encodeURIComponent('id=9') }, 'id')).toBe('9')
  })
})

describe('useRouteParams with an id', () => {
  it('reads ?id=12', () => {
    expect(idFrom({ id: '12' })).toBe(12)
  })

  it('reads the id from the scene of a scanned mini-program code', () => {
    expect(idFrom({ scene: 'id%3D12' })).toBe(12)
  })

  it('reads another parameter name from the scene too', () => {
    expect(idFrom({ scene: encodeURIComponent('goodsId=4') }, 'goodsId')).toBe(4)
  })

  it.each([
    [{}],
    [{ scene: encodeURIComponent('id=abc') }],
    [{ scene: encodeURIComponent('id=0') }],
    [{ scene: encodeURIComponent('id=-3') }],
    [{ scene: encodeURIComponent('id=1.5') }],
    [{ scene: 'garbage' }]
  ])('gives null for a link without a usable id (%j)', (params) => {
    expect(idFrom(params as Record<string, string>)).toBeNull()
  })
})
