import { installScriptLinkGuard } from '@/shared/platform/script-links'

describe('script link guard (H5 tab bar)', () => {
  it('takes javascript: URLs off links present, added later or re-set, and leaves real links alone', async () => {
    document.body.innerHTML = '<a id="tab" href="javascript:;">课程</a><a id="real" href="/pages/entry/mine">我的</a>'
    installScriptLinkGuard(document)
    expect(document.getElementById('tab')!.hasAttribute('href')).toBe(false)
    expect(document.getElementById('tab')!.getAttribute('role')).toBe('button')
    expect(document.getElementById('real')!.getAttribute('href')).toBe('/pages/entry/mine')

    const bar = document.createElement('div')
    bar.innerHTML = '<a id="late" href="JavaScript:void(0)"><span>首页</span></a>'
    document.body.appendChild(bar)
    document.getElementById('tab')!.setAttribute('href', 'javascript:;')
    await new Promise((resolve) => setTimeout(resolve, 0)) // mutation observers run as microtasks
    expect(document.getElementById('late')!.hasAttribute('href')).toBe(false)
    expect(document.getElementById('tab')!.hasAttribute('href')).toBe(false)
  })
})
