// A signed-out visitor heading to a page that needs a signed-in user (the route table's signIn) gets the login page
// instead, never the page itself (so its title cannot flash), and signing in continues to it.
import Taro from '@tarojs/taro'
import { continueAfterSignIn, forgetSignInTarget, openPage, openRouteText, redirectToPage } from '@/shared/navigation'
import { gateFirstAddress, type AddressBar } from '@/shared/platform/first-address'
import { TOKEN_STORAGE_KEY } from '@/shared/request'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }
const LOGIN = { url: '/pages/boot/bindPhone' }

beforeEach(() => {
  jest.clearAllMocks()
  mocked.__resetStorage()
  mocked.getCurrentPages.mockReturnValue([{ route: 'pages/entry/mine' }, { route: 'pages/mine/coupon' }] as never)
  forgetSignInTarget()
})

function addressBar(pathname: string, search = ''): AddressBar & { replaced: string[] } {
  const replaced: string[] = []
  return { replaced, location: { pathname, search, hash: '' }, history: { state: null, replaceState: (_s, _t, url) => { replaced.push(url) } } }
}

describe('opening a page that needs a signed-in user', () => {
  it('opens the login page instead when signed out, and continues to the page after signing in', () => {
    openPage('pages/order/detailOrder', { id: 7 })
    expect(mocked.navigateTo).toHaveBeenCalledTimes(1)
    expect(mocked.navigateTo).toHaveBeenCalledWith(LOGIN)
    continueAfterSignIn()
    expect(mocked.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detailOrder?id=7' })
    expect(mocked.navigateBack).not.toHaveBeenCalled()
  })

  it('opens the page itself when signed in', () => {
    mocked.setStorageSync(TOKEN_STORAGE_KEY, 'token')
    openPage('pages/order/detailOrder', { id: 7 })
    expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detailOrder?id=7' })
  })

  it('stops a redirect and a route given as text the same way', async () => {
    redirectToPage('pages/order/detailOrder', { id: 3 })
    expect(mocked.redirectTo).not.toHaveBeenCalled()
    expect(mocked.navigateTo).toHaveBeenCalledWith(LOGIN)
    forgetSignInTarget()
    jest.clearAllMocks()
    await new Promise((resolve) => setTimeout(resolve, 0)) // the first login page has opened
    expect(openRouteText('pages/order/detailOrder?id=4')).toBe(true)
    expect(mocked.navigateTo).toHaveBeenCalledWith(LOGIN)
  })

  it('leaves pages open to visitors alone', () => {
    openPage('pages/home/faq')
    expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/home/faq' })
  })

  it('goes back after signing in when nothing was waiting, or the login page was closed first', () => {
    openPage('pages/order/detailOrder', { id: 7 })
    forgetSignInTarget()
    continueAfterSignIn()
    expect(mocked.redirectTo).not.toHaveBeenCalled()
    expect(mocked.navigateBack).toHaveBeenCalled()
  })
})

describe("the H5 site's first address", () => {
  it('becomes the login page for a signed-in page without a token, and signing in continues there', () => {
    const bar = addressBar('/pages/order/detailOrder', '?id=9')
    gateFirstAddress(bar)
    expect(bar.replaced).toEqual(['/pages/boot/bindPhone'])
    continueAfterSignIn()
    expect(mocked.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detailOrder?id=9' })
  })

  it('stays as it is with a token, and for pages open to visitors', () => {
    const open = addressBar('/pages/home/faq')
    gateFirstAddress(open)
    mocked.setStorageSync(TOKEN_STORAGE_KEY, 'token')
    const signedIn = addressBar('/pages/order/detailOrder', '?id=9')
    gateFirstAddress(signedIn)
    expect([open.replaced, signedIn.replaced]).toEqual([[], []])
  })
})
