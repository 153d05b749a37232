import { installDomRepairs } from '@/shared/platform/dom-repairs'

describe('H5 DOM repairs', () => {
  it('takes javascript: URLs off links present, added later or re-set, and leaves real links alone', async () => {
    document.body.innerHTML = '<a id="tab" href="javascript:;">课程</a><a id="real" href="/pages/entry/mine">我的</a>'
    installDomRepairs(document)
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

  it("moves NutUI's aria-role to role", async () => {
    const box = document.createElement('div')
    box.innerHTML = '<div id="tick" aria-role="checkbox" aria-checked="false"></div>'
    document.body.appendChild(box)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const tick = document.getElementById('tick')!
    expect([tick.getAttribute('role'), tick.hasAttribute('aria-role')]).toEqual(['checkbox', false])
  })
})
